#!/usr/bin/env python3
"""Build GpuScout's bundled catalog from the shared reference data.

Usage (from the repository root):

    python3 resources/catalog/build_catalog.py /path/to/shared

The argument is the shared folder that holds `data/` and `seeds/`.  The script
writes gpus.csv, gpu_aliases.csv, providers.csv, sources.csv, offers.csv and
build_report.md next to itself.  Output is deterministic: rows are sorted,
numbers are printed without trailing zeros and no run timestamp is written, so
re-running on the same inputs gives byte-identical files.

Ground rules (they explain most of the code below):
  * never invent a figure: a value no source gives stays empty;
  * every offer carries its source key and as-of date;
  * rows are never dropped silently: every left-out row is counted in the report,
    and a GPU name that cannot be resolved makes the script exit with status 1;
  * obvious source errors are flagged (``flags`` column), not fixed.

Standard library only (Python 3.11).
"""

from __future__ import annotations

import csv
import re
import statistics
import sys

import build_measurements
from collections import Counter, defaultdict
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent

# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------


def fmt(value) -> str:
    """Print a number without trailing zeros (6 decimals at most); None -> ''."""
    if value is None or value == "":
        return ""
    if isinstance(value, str):
        value = float(value)
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def num(text):
    """Parse a CSV cell as float; '' (or NaN) -> None."""
    text = (text or "").strip()
    if not text or text.lower() == "nan":
        return None
    return float(text)


def read_csv(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def write_csv(name: str, header: list[str], rows: list[dict]) -> None:
    """RFC 4180 CSV, UTF-8, LF line ends, minimal quoting."""
    with (OUT_DIR / name).open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
        writer.writerow(header)
        for row in rows:
            writer.writerow([row.get(col, "") for col in header])


def join_notes(*parts) -> str:
    return "; ".join(p for p in parts if p)


# ---------------------------------------------------------------------------
# Sources (one row per source document/file; keys are used by offers.csv)
# ---------------------------------------------------------------------------

SKYPILOT_CATALOG_DATE_NOTE = (
    "commit date not obtainable (no clone); as_of 2026-01-22 is the best documented date: "
    "SkyPilot PR #8661 of 2026-01-22 introduced the v9 schema, the newest dated event SOURCE.md ties "
    "to this snapshot of the repository; v6/v7/v8 files may be older. Rows copied by hand into "
    "shared/data/skypilot/transcribed (verbatim, unverified); no LICENSE file in the repository"
)


def skypilot_catalog_source(cloud: str, path: str, commit: str, extra: str = "") -> dict:
    return {
        "key": f"skypilot-catalog-{cloud}",
        "name": f"skypilot-org/skypilot-catalog {path} (GPU rows)",
        "url": f"https://github.com/skypilot-org/skypilot-catalog/blob/{commit}/{path}",
        "as_of": "2026-01-22",
        "licence": "none stated (public list prices; credit source and date)",
        "illustrative": "0",
        "notes": join_notes(f"commit {commit}", extra, SKYPILOT_CATALOG_DATE_NOTE),
    }


def anycloud_source(cloud: str, commit: str, date: str, extra: str = "") -> dict:
    return {
        "key": f"anycloud-{cloud}",
        "name": f"anycloud-sh/catalog {cloud}/vms.csv (SkyPilot format, GPU rows)",
        "url": f"https://github.com/anycloud-sh/catalog/blob/{commit}/{cloud}/vms.csv",
        "as_of": date,
        "licence": "none stated (no LICENSE file; public list prices; credit source and date)",
        "illustrative": "0",
        "notes": join_notes(f"commit {commit} ({date}), last commit touching the file", extra),
    }


SOURCES = [
    {
        "key": "aws-karpenter-pricing",
        "name": "aws/karpenter-provider-aws pkg/providers/pricing/zz_generated.pricing_aws.go (us-east-1 on-demand, accelerated families)",
        "url": "https://github.com/aws/karpenter-provider-aws/blob/031e72b6099630e960dacb88b48a7e9bb780945f/pkg/providers/pricing/zz_generated.pricing_aws.go",
        "as_of": "2026-01-19",
        "licence": "Apache-2.0",
        "illustrative": "0",
        "notes": "commit 031e72b6099630e960dacb88b48a7e9bb780945f; header 'generated at 2026-01-19T13:23:24Z for us-east-1'; numbers copied by hand (89 rows); no spot prices",
    },
    {
        "key": "moto-instance-types",
        "name": "getmoto/moto moto/ec2/resources/instance_types.json (EC2 DescribeInstanceTypes dump)",
        "url": "https://github.com/getmoto/moto/blob/34d6cad5abbb7b91c97578f3249b39a7e2df1ed5/moto/ec2/resources/instance_types.json",
        "as_of": "2026-08-02",
        "licence": "Apache-2.0",
        "illustrative": "0",
        "notes": "AWS GPU name/count/memory, vCPUs, memory, NetworkPerformance, EFA; newest commit 34d6cad5 (2026-08-02); retired families from older commits: dl1 c4ea6380 (2026-07-02), p3/f1 95a01280 (2026-04-01), p2 a625589a (2025-03-16), g3/g3s bc221b5e (2024-11-03), g2 2e06ed15 (2023-10-01)",
    },
    {
        "key": "aws-spot-advisor",
        "name": "AWS Spot Instance Advisor feed spot-advisor-data.json (Linux), vendored in alexei-led/spotinfo",
        "url": "https://spot-bid-advisor.s3.amazonaws.com/spot-advisor-data.json",
        "as_of": "2025-06-28",
        "licence": "AWS Site Terms (no open-data licence); credit AWS and the snapshot date",
        "illustrative": "0",
        "notes": "copy at alexei-led/spotinfo@5bdc33cee2e185c2f62df29dd9c4ad0ad7102a74 internal/spot/data/spot-advisor-data.json (2025-06-28); buckets <5%, 5-10%, 10-15%, 15-20%, >20% and savings vs on-demand over the trailing 30 days",
    },
    {
        "key": "azure-size-docs",
        "name": "Microsoft Learn GPU VM size pages (MicrosoftDocs/azure-compute-docs sizes/gpu-accelerated/*.md; MicrosoftDocs/azure-docs older series pages)",
        "url": "https://github.com/MicrosoftDocs/azure-compute-docs/tree/main/articles/virtual-machines/sizes/gpu-accelerated",
        "as_of": "2025-09-02",
        "licence": "CC BY 4.0 (azure-docs LICENSE; azure-compute-docs licence file not read - confirm)",
        "illustrative": "0",
        "notes": "Max Bandwidth (Ethernet), GPU model and count, InfiniBand text; page ms.date 2024-07-31 to 2025-09-02 (newest used as as_of)",
    },
    {
        "key": "gcp-gpu-network-docs",
        "name": "Google Cloud docs 'Networking and GPU machines' (compute/docs/gpus/gpu-network-bandwidth)",
        "url": "https://docs.cloud.google.com/compute/docs/gpus/gpu-network-bandwidth",
        "as_of": "2026-11-30",
        "licence": "CC BY 4.0 (credit Google Cloud)",
        "illustrative": "0",
        "notes": "stored copy undated; the revision lists A4X Max, so 'late 2025 or newer' per SOURCE.md; as_of is the date the reference data was filed in the project's shared folder (upper bound, not a page date)",
    },
    anycloud_source("azure", "62ff0a987e0c257a89235415d2877812fb1aaf29", "2026-05-20", "region-level rows; GpuInfo has no memory"),
    anycloud_source("gcp", "62ff0a987e0c257a89235415d2877812fb1aaf29", "2026-05-20", "host VM + GPU joined into instance totals by the shared-data transformation; TPU and attachable-GPU rows not used"),
    anycloud_source("lambda", "4c0610266db3c729e55a84d8e0ffe1c96cd903ec", "2026-05-07"),
    anycloud_source("vast", "336ccee423bc67d6f76949d21105246926ab9fe9", "2026-04-29", "marketplace snapshot, one host offer per row; identical to skypilot-catalog v9 vast/vms.csv"),
    skypilot_catalog_source("do", "catalogs/v6/do/vms.csv", "1fbe7331dd1f13d70ac4f249bb7ee7a659fc6b6a"),
    skypilot_catalog_source("fluidstack", "catalogs/v9/fluidstack/vms.csv", "2c3d7ea7d76bf84cf80d382e946c1609571485fd"),
    skypilot_catalog_source("hyperbolic", "catalogs/v8/hyperbolic/vms.csv", "0082b0435f3912ae4c566856b272455cc78f4f61"),
    skypilot_catalog_source("hyperstack", "catalogs/v8/hyperstack/vms.csv", "fdc9d908ab0b2af9f468f139fb3f662c8c6b3257"),
    skypilot_catalog_source("ibm", "catalogs/v9/ibm/vms.csv", "a5be53865774cac59df537ba1842e45ffc8be722", "zone rows collapsed to regions (identical prices)"),
    skypilot_catalog_source("jarvislabs", "catalogs/v8/jarvislabs/vms.csv", "57d65781a544958d7d07014f062f7d1cad8415a7"),
    skypilot_catalog_source("mithril", "catalogs/v8/mithril/vms.csv", "1f9eb0c264f9a6d78833766f4b18353ac7dfdde9", "prices 1.0/8.0 look like placeholders"),
    skypilot_catalog_source("nebius", "catalogs/v9/nebius/vms.csv", "d9bf3aa4d21f5c1e1f3d8fde27adf0204c46fbc8"),
    skypilot_catalog_source("paperspace", "catalogs/v6/paperspace/vms.csv", "e520054145d1bce6748bcf18c9a25ddd6ea9a348"),
    skypilot_catalog_source("runpod", "catalogs/v7/runpod/vms.csv", "0727c2bd9e77f91cb1377127c5f793a28cf01384", "not verbatim: 24 zones collapsed to one row per (type, region), prices identical in every zone"),
    skypilot_catalog_source("seeweb", "catalogs/v9/seeweb/vms.csv", "2c3d7ea7d76bf84cf80d382e946c1609571485fd"),
    skypilot_catalog_source("verda", "catalogs/v8/verda/vms.csv", "000c1d0bf24621f4ac37cfa585f0897c1aa1d9cf"),
    skypilot_catalog_source("yotta", "catalogs/v8/yotta/vms.csv", "1f6904890c9bb9408f1d11e2865c3c1ee4d409c0"),
    {
        "key": "epoch-ml-hardware",
        "name": "Epoch AI, 'Data on Machine Learning Hardware' (ml_hardware.csv)",
        "url": "https://epoch.ai/data/machine-learning-hardware",
        "as_of": "2026-04-10",
        "licence": "CC BY 4.0 - credit: Epoch AI, 'Data on Machine Learning Hardware', published online at epoch.ai",
        "illustrative": "0",
        "notes": "verbatim copy in cutout-z/ai-dc-dashboard data/external/ml_hardware.csv @1daf48aab43260df8af28988698eee0645c1a86a (2026-04-10); newest 'Last modified' 2026-03-31; units normalised (/1e12 TFLOPS, /1e9 GB)",
    },
    {
        "key": "gmasse-gpu-specs",
        "name": "gmasse/gpu-specs data/specs.json (15 NVIDIA GPUs, dense and sparsity figures)",
        "url": "https://github.com/gmasse/gpu-specs/blob/578a5d7c9d148158822069ce2b43bab0133ff306/data/specs.json",
        "as_of": "2025-04-30",
        "licence": "Apache-2.0",
        "illustrative": "0",
        "notes": "commit 578a5d7c9d148158822069ce2b43bab0133ff306 (2025-04-30); only dense columns used",
    },
    {
        "key": "sla-aws",
        "name": "Amazon Compute Service Level Agreement (Instance-Level SLA 99.5 %, Region-Level 99.99 %)",
        "url": "https://aws.amazon.com/compute/sla/historical/",
        "as_of": "2026-07-03",
        "licence": "vendor terms (figures quoted with credit)",
        "illustrative": "0",
        "notes": "version 'Last Updated: May 5, 2022'; instance-level 99.5 via mikaelvesavuori/cloud-sla @21a22e387db9 (MIT); re-confirmed for P4/P5 by the third-party table agent-1jy.pages.dev fetched 2026-07-03; current AWS page not retrieved",
    },
    {
        "key": "sla-gcp",
        "name": "Google Compute Engine Service Level Agreement",
        "url": "https://cloud.google.com/compute/sla",
        "as_of": "2026-07-03",
        "licence": "vendor terms (figures quoted with credit)",
        "illustrative": "0",
        "notes": "stored copy undated; as_of = fetch date of the third-party reading (agent-1jy.pages.dev) that confirms the GPU tier; Spot VMs excluded from the SLA",
    },
    {
        "key": "sla-azure",
        "name": "SLA for Virtual Machines (Azure China edition) and Microsoft Learn availability pages",
        "url": "https://www.azure.cn/support/sla/virtual-machines/",
        "as_of": "2026-07-03",
        "licence": "vendor terms; Microsoft Learn pages CC BY 4.0",
        "illustrative": "0",
        "notes": "SLA text 'last updated 2020-11'; single VM Premium SSD 99.9 re-confirmed for Azure ND by agent-1jy.pages.dev fetched 2026-07-03; Spot VMs have no SLA",
    },
    {
        "key": "sla-alibaba",
        "name": "sla.directory Alibaba Cloud entry (third-party aggregator) and Alibaba ECS Reservation SLA",
        "url": "https://sla.directory/vendors/alibaba-cloud/",
        "as_of": "2026-11-30",
        "licence": "third-party summary (figures quoted with credit)",
        "illustrative": "0",
        "notes": "undated aggregator page, unverified against Alibaba; as_of is the date the reference data was filed in the project's shared folder (an upper bound, not a page date); Alibaba's ECS Reservation SLA does not apply to GPU instance types",
    },
    {
        "key": "sla-nebius",
        "name": "Nebius compute SLA per VM (third-party reading) and Nebius compute specific terms",
        "url": "https://docs.nebius.com/legal/specific-terms/compute",
        "as_of": "2026-07-03",
        "licence": "vendor terms / third-party summary",
        "illustrative": "0",
        "notes": "99.5 % per VM only via agent-1jy.pages.dev (2026-07-03); interrupted (preemptible) VMs not subject to SLA",
    },
    {
        "key": "sla-ibm",
        "name": "IBM Cloud VPC docs ha-dr.md ('All IBM Cloud GA services have a Service Level Agreement of 99.99% availability')",
        "url": "https://github.com/ibm-cloud-docs/vpc/blob/master/ha-dr.md",
        "as_of": "2025-05-05",
        "licence": "vendor docs (figures quoted with credit)",
        "illustrative": "0",
        "notes": "lastupdated 2025-05-05; IBM's SLOs are stated for HA (multi-zone) configurations and 'might vary' for single-zone deployments",
    },
    {
        "key": "sla-runpod",
        "name": "RunPod docs: hosting/maintenance-and-reliability, hosting/partner-requirements",
        "url": "https://docs.runpod.io/hosting/maintenance-and-reliability",
        "as_of": "2026-11-09",
        "licence": "vendor docs (quoted with credit)",
        "illustrative": "0",
        "notes": "no customer uptime SLA located; host rule 99.99 % target, hosts below 98 % reliability delisted; as_of = third-party read date (datareceipts/data-receipts, 2026-11-09)",
    },
    {
        "key": "sla-vast",
        "name": "vast-ai/docs (reliability score, rental types)",
        "url": "https://github.com/vast-ai/docs",
        "as_of": "2026-08-07",
        "licence": "none stated (quoted with credit)",
        "illustrative": "0",
        "notes": "commit c62462262249 (2026-08-07); no platform SLA; per-machine reliability score 0-1 (new machines start at 0.60)",
    },
    {
        "key": "seed-000",
        "name": "Seed 000 (Chinese article on choosing GPU cloud servers): Python demo table INSTANCES, prices in CNY (元/小时)",
        "url": "shared/seeds/000_217eafc610c46e81.txt",
        "as_of": "2026-11-30",
        "licence": "project background document",
        "illustrative": "1",
        "notes": "undated; as_of is the date the seed was filed in the project's shared folder (upper bound, not a price date); figures are illustrative",
    },
    {
        "key": "seed-004",
        "name": "Seed 004 'GPU 云服务器对比：2026 年 AI 训练与推理选型指南' (vendor tables, USD)",
        "url": "shared/seeds/004_28633b2c255b479c.txt",
        "as_of": "2026-11-30",
        "licence": "project background document",
        "illustrative": "1",
        "notes": "undated (the article calls itself a 2026 guide); as_of is the date the seed was filed in the project's shared folder (upper bound, not a price date); figures are illustrative",
    },
]

# Sources of the supplements gathered later (gpu-specs/datasheet_supplement.csv,
# instance-network supplements, china-clouds/).
SOURCES += [
    {
        "key": "datasheet-supplement",
        "name": "GPU datasheet supplement (gpu-specs/datasheet_supplement.csv): dense tensor figures, memory, bandwidth per GPU from vendor datasheets/whitepapers (source_kind vendor) or secondary pages",
        "url": "shared/data/gpu-specs/datasheet_supplement.csv",
        "as_of": "2026-11-30",
        "licence": "facts from vendor documents; each row names its source_url (see gpus.csv source)",
        "illustrative": "0",
        "notes": "hand-collected; vendor PDFs mostly read through transcriptions named in each row's notes; as_of is the date the file was filed in the shared folder (upper bound); per-GPU URLs are in gpus.csv `source`",
    },
    {
        "key": "gcp-gpu-machine-types",
        "name": "Google Cloud docs 'GPU machine types' (compute/docs/gpus): maximum network bandwidth per machine type",
        "url": "https://docs.cloud.google.com/compute/docs/gpus",
        "as_of": "2026-04-14",
        "licence": "CC BY 4.0 (credit Google Cloud)",
        "illustrative": "0",
        "notes": "page 'Last updated 2026-04-14 UTC', read from a stored crawl copy; GPU-to-GPU technology from 'Networking and GPU machines'; cross-checked against Cyclenerd/google-cloud-compute-machine-types (A2, G2)",
    },
    {
        "key": "lambda-network-docs",
        "name": "Lambda docs FAQ 'What network bandwidth does Lambda GPU Cloud provide?' (LambdaLabs/docsy-lambda-docs content/en/cloud/network-bandwidth.md)",
        "url": "https://docs.lambdalabs.com/cloud/network-bandwidth/",
        "as_of": "2023-11-14",
        "licence": "none stated (vendor docs, quoted with credit)",
        "illustrative": "0",
        "notes": "commit d8b13853 (2023-11-14; repository archived Jan 2024); region-level figure: up to 200 Gbps between instances in us-west-3 and us-south-1 only; low confidence (old, two regions)",
    },
    {
        "key": "hyperstack-flavor-docs",
        "name": "Hyperstack (NexGen Cloud) docs: hardware flavor labels (network_optimised flavors)",
        "url": "https://infrahub-doc.nexgencloud.com/docs/hardware/flavor-labels",
        "as_of": "2026-11-30",
        "licence": "none stated (vendor docs, quoted with credit)",
        "illustrative": "0",
        "notes": "undated stored copy; as_of is the date the reference data was filed (upper bound); 'up to 350 Gbps' inter-VM (SR-IOV) for network-optimised flavors, a ceiling of the feature",
    },
    {
        "key": "ibm-vpc-profile-docs",
        "name": "IBM Cloud docs 'x86-64 instance profiles' (bandwidth cap per GPU profile)",
        "url": "https://cloud.ibm.com/docs/vpc?topic=vpc-profiles",
        "as_of": "2025-11-17",
        "licence": "none checked (vendor docs, quoted with credit)",
        "illustrative": "0",
        "notes": "doc markdown lastupdated 2025-11-17; per-instance bandwidth cap",
    },
    {
        "key": "runpod-cluster-docs",
        "name": "RunPod docs instant-clusters.mdx (Instant Cluster node networking)",
        "url": "https://docs.runpod.io/instant-clusters",
        "as_of": "2026-08-20",
        "licence": "none checked (vendor docs, quoted with credit)",
        "illustrative": "0",
        "notes": "runpod/docs @a900806e (2026-08-20); Instant Cluster nodes only, not the catalog's Pods (not applied to any offer)",
    },
    {
        "key": "alibaba-ecs-gpu-docs",
        "name": "Alibaba Cloud ECS docs 'GPU-accelerated compute-optimized instance families' and 'GPU计算型实例规格族' (instance types and specs)",
        "url": "https://www.alibabacloud.com/help/en/ecs/user-guide/gpu-accelerated-compute-optimized-and-vgpu-accelerated-instance-families-1",
        "as_of": "2026-12-01",
        "licence": "none checked (vendor docs; facts only)",
        "illustrative": "0",
        "notes": "stored copies (search-index file ids 59137736427, 66322966892), undated: as_of is when china-clouds/ was assembled (upper bound); GPU of gn7/gn7e/gn8v families inferred (flag gpu-inferred), see china-clouds/SOURCE.md",
    },
    {
        "key": "tencent-gpu-docs",
        "name": "Tencent Cloud docs (tencentyun/qcloud-documents): GPU 云服务器 计算型实例 and 渲染型实例",
        "url": "https://cloud.tencent.com/document/product/560/19701",
        "as_of": "2026-12-01",
        "licence": "none checked (vendor docs; facts only)",
        "illustrative": "0",
        "notes": "计算型实例.md @0b751f36, 渲染型实例.md @0432c640; commit dates unknown: as_of is when china-clouds/ was assembled (upper bound)",
    },
    {
        "key": "tencent-hpc-instance-list",
        "name": "Third-party 'HPC Supported Instance Types' list for the Tencent Cloud HPC CLI (PNV5b, PNV6)",
        "url": "shared/data/china-clouds/instance_types.csv",
        "as_of": "2026-12-01",
        "licence": "none checked (facts only)",
        "illustrative": "0",
        "notes": "secondary list (search-index file id 59188276939) mirroring vendor tables; GPU of PNV5b from Tencent qGPU demo repositories (flag gpu-secondary)",
    },
    {
        "key": "huawei-sdk-otc-docs",
        "name": "Huawei Cloud flavor names (huaweicloud-sdk-cpp-v3 InstanceType enum) with specs from Open Telekom Cloud docs for the same flavor names",
        "url": "https://github.com/opentelekomcloud-docs/elastic-cloud-server",
        "as_of": "2026-06-15",
        "licence": "OTC docs Apache-2.0; Huawei SDK licence not checked (names only)",
        "illustrative": "0",
        "notes": "SDK @495bdb71; OTC gpu-accelerated_ecss.rst @3830cb51 (2026-06-15) and the older path @f2d68644 (2024-08-14); OTC is a different cloud (Europe): only flavors Huawei's own SDK names are filed under Huawei",
    },
    {
        "key": "baidu-bcc-api-docs",
        "name": "Baidu AI Cloud BCC API '查询实例套餐规格(新)' example response",
        "url": "https://cloud.baidu.com/doc/BCC/s/Xk3pb75k1",
        "as_of": "2024-11-29",
        "licence": "none checked (vendor docs; facts only)",
        "illustrative": "0",
        "notes": "更新时间 2024-11-29 (same example at /s/imqoohncm, 2026-06-22), read as search excerpts; GPU type and count read from the spec name",
    },
    {
        "key": "baidu-bcc-sdk-appendix",
        "name": "Baidu bce-sdk-java BccClientTest (spec name) and the BCC API appendix 'GPU型BCC可选规格配置'",
        "url": "https://cloud.baidu.com/doc/BCC/s/6jwvyo0q2",
        "as_of": "2026-12-01",
        "licence": "SDK test file Apache-2.0 header; appendix not checked (facts only)",
        "illustrative": "0",
        "notes": "bce-sdk-java @a88f2842; appendix undated (stored copy id 52363767590): as_of is when china-clouds/ was assembled (upper bound)",
    },
    {
        "key": "arthurchiao-gpu-prices",
        "name": "ArthurChiao blog 'GPU Prices Quick Reference', section AlibabaCloud (as of 2023.06), cn-shanghai",
        "url": "https://github.com/ArthurChiao/arthurchiao.github.io/blob/f234afcab779778aef1bcd0ffd42a85934e5f578/_posts/2023-06-17-gpu-prices.md",
        "as_of": "2023-06-17",
        "licence": "personal blog (figures quoted with credit)",
        "illustrative": "0",
        "notes": "a blog copy of Alibaba's console price estimate (ecs-buy.aliyun.com), not an official list (flag secondary-price); post dated 2023-06-17, last update 2023-07-21; OS, disk and bandwidth not stated",
    },
]

SOURCE_DATE = {s["key"]: s["as_of"] for s in SOURCES}

# ---------------------------------------------------------------------------
# GPU models: which spec row each canonical model comes from
# ---------------------------------------------------------------------------

# (model, maker, Epoch row name or None, gmasse id or None, interconnect, class)
# class drives the offer `family` default: compute | inference | graphics.
# Interconnect is the GPU-to-GPU link of the form factor (SXM/OAM -> NVLink /
# Infinity Fabric / HCCS, add-in card -> PCIe).
GPU_DEFS = [
    ("T4", "NVIDIA", "NVIDIA Tesla T4", "t4", "PCIe", "inference"),
    ("A10", "NVIDIA", "NVIDIA A10 PCIe", "a10", "PCIe", "inference"),
    ("A10G", "NVIDIA", "NVIDIA A10G", None, "PCIe", "inference"),
    ("L4", "NVIDIA", "NVIDIA L4", "l4", "PCIe", "inference"),
    ("L40S", "NVIDIA", None, "l40s", "PCIe", "inference"),
    ("L40", "NVIDIA", "NVIDIA L40", None, "PCIe", "inference"),
    ("A40", "NVIDIA", "NVIDIA A40 PCIe", None, "PCIe", "inference"),
    ("A30", "NVIDIA", None, None, "PCIe", "compute"),
    ("P4", "NVIDIA", "NVIDIA Tesla P4", None, "PCIe", "inference"),
    ("P100", "NVIDIA", "NVIDIA P100 PCIe 16GB", None, "PCIe", "compute"),
    ("K80", "NVIDIA", "NVIDIA Tesla K80", None, "PCIe", "compute"),
    ("M60", "NVIDIA", "NVIDIA TESLA M60", None, "PCIe", "graphics"),
    ("K520", "NVIDIA", None, None, "PCIe", "graphics"),
    ("V100-16GB", "NVIDIA", "NVIDIA Tesla V100 SXM2", "v100_sxm2", "NVLink", "compute"),
    ("V100-32GB", "NVIDIA", "NVIDIA Tesla V100 SXM2 32 GB", "v100_sxm2", "NVLink", "compute"),
    ("A100-40GB", "NVIDIA", "NVIDIA A100 SXM4 40 GB", "a100_sxm4_40gb", "NVLink", "compute"),
    ("A100-80GB", "NVIDIA", "NVIDIA A100 SXM4 80 GB", "a100_sxm4_80gb", "NVLink", "compute"),
    ("A100-80GB-PCIe", "NVIDIA", "NVIDIA A100 PCIe", "a100_pcie_80gb", "PCIe", "compute"),
    ("A800", "NVIDIA", "NVIDIA A800 SXM", None, "NVLink", "compute"),
    ("H100-SXM", "NVIDIA", "NVIDIA H100 SXM5 80GB", None, "NVLink", "compute"),
    ("H100-PCIe", "NVIDIA", "NVIDIA H100 PCIe", "h100", "PCIe", "compute"),
    ("H100-NVL", "NVIDIA", "NVIDIA H100 NVL", None, "PCIe", "compute"),
    ("H200", "NVIDIA", "NVIDIA H200 SXM", None, "NVLink", "compute"),
    ("H800", "NVIDIA", "NVIDIA H800 SXM5", None, "NVLink", "compute"),
    ("GH200", "NVIDIA", "NVIDIA GH200", None, "NVLink", "compute"),
    ("B200", "NVIDIA", "NVIDIA B200", None, "NVLink", "compute"),
    ("B300", "NVIDIA", "NVIDIA B300 (Blackwell Ultra)", None, "NVLink", "compute"),
    ("RTX3060", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX3060Ti", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX3090", "NVIDIA", "NVIDIA GeForce RTX 3090", None, "PCIe", "inference"),
    ("RTX4060", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX4060Ti", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX4070", "NVIDIA", "NVIDIA GeForce RTX 4070", None, "PCIe", "inference"),
    ("RTX4070TiSuper", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX4090", "NVIDIA", "NVIDIA GeForce RTX 4090", "rtx4090", "PCIe", "inference"),
    ("RTX5070", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX5090", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX6000", "NVIDIA", "NVIDIA Quadro RTX 6000", None, "PCIe", "inference"),
    ("RTXA4000", "NVIDIA", "NVIDIA RTX A4000", None, "PCIe", "inference"),
    ("RTXA4500", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTXA5000", "NVIDIA", "NVIDIA RTX A5000", None, "PCIe", "inference"),
    ("RTXA6000", "NVIDIA", "NVIDIA RTX A6000", None, "PCIe", "inference"),
    ("RTX4000-Ada", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX5880-Ada", "NVIDIA", None, None, "PCIe", "inference"),
    ("RTX6000-Ada", "NVIDIA", "NVIDIA RTX 6000 Ada Generation", None, "PCIe", "inference"),
    ("RTXPRO6000", "NVIDIA", None, None, "PCIe", "inference"),
    ("QuadroM4000", "NVIDIA", "NVIDIA Quadro M4000", None, "PCIe", "graphics"),
    ("QuadroP4000", "NVIDIA", "NVIDIA Quadro P4000", None, "PCIe", "graphics"),
    ("MI300X", "AMD", "AMD Instinct MI300X", None, "Infinity Fabric", "compute"),
    ("MI25", "AMD", None, None, "PCIe", "graphics"),
    ("RadeonProV520", "AMD", None, None, "PCIe", "graphics"),
    ("Ascend910B", "Huawei", "Huawei Ascend 910B", None, "HCCS", "compute"),
    # China-market and older parts named by the Chinese clouds' instance tables.
    ("H20", "NVIDIA", "NVIDIA HGX H20", None, "NVLink", "compute"),
    ("L20", "NVIDIA", "NVIDIA L20 PCle", None, "PCIe", "inference"),
    ("P40", "NVIDIA", "NVIDIA P40", None, "PCIe", "inference"),
]

GPU_CLASS = {d[0]: d[5] for d in GPU_DEFS}

# Epoch counts a dual-GPU board as one device, while AWS and Azure count each
# of its two GPUs (p2.xlarge = 1 K80 GPU with 12 GiB; NV12s_v3 = 1 M60 GPU with
# 8 GB).  Epoch's board totals are divided by the GPU count; Epoch's K80
# bandwidth (241 GB/s) is already the per-GPU figure (board 480 GB/s), so it is
# kept as given.
BOARD_GPUS = {
    "K80": (2, {"vram_gb", "fp64_tflops", "fp32_tflops", "tdp_w"}),
    "M60": (2, {"vram_gb", "mem_bw_gbs", "fp64_tflops", "fp32_tflops", "tdp_w"}),
}

# Per-model, per-field choices that differ from "Epoch first, gmasse second":
# (model, column) -> (source, source column or None for "leave empty", why).
FIELD_OVERRIDES = {
    # Epoch has T4's 65 TFLOPS in its non-tensor FP16 column and no tensor
    # figure; gmasse's 65 is NVIDIA's tensor (mixed-precision) figure.
    ("T4", "fp16_tflops"): ("gmasse", "fp16_tflops", "fp16 = gmasse 'fp16' 65, NVIDIA's T4 tensor (mixed-precision) figure"),
    # Epoch files these matrix-unit figures under non-tensor FP16 and leaves the
    # tensor column empty: 835.5 is half of NVIDIA's 1,671 sparse H100 NVL
    # tensor figure, and Ascend's FP16 runs on its Cube (matrix) units.
    ("H100-NVL", "fp16_tflops"): ("epoch", "fp16_nontensor_tflops", "fp16 = Epoch's FP16 column 835.5 (dense tensor figure filed as non-tensor; tensor column empty)"),
    ("Ascend910B", "fp16_tflops"): ("epoch", "fp16_nontensor_tflops", "fp16 = Epoch's FP16 column 376 (Cube matrix-unit figure; tensor column empty)"),
    # gmasse puts V100's 125/112 tensor FP16 figure in its TF32 column; Volta
    # has no TF32, so nothing is taken.
    ("V100-16GB", "tf32_tflops"): ("none", None, "tf32 empty: Volta has no TF32 (gmasse's TF32 cell repeats the FP16 tensor figure)"),
    ("V100-32GB", "tf32_tflops"): ("none", None, "tf32 empty: Volta has no TF32 (gmasse's TF32 cell repeats the FP16 tensor figure)"),
    # Epoch's 'NVIDIA A100 PCIe' row lists 40 GB next to the 80 GB part's
    # 1940 GB/s and 300 W; the memory size comes from gmasse's 80 GB PCIe row.
    ("A100-80GB-PCIe", "vram_gb"): ("gmasse", "gpu_memory_gb", "vram from gmasse a100_pcie_80gb (Epoch's row lists 40 GB with the 80 GB part's bandwidth and TDP)"),
}

# Remarks carried into gpus.csv `source` for figures a reader should question.
GPU_REMARKS = {
    "Ascend910B": "Epoch lists 32 GB for the generic 910B (SOURCE.md pitfall; Epoch's own 910B1-B3 rows list 64 GB); no source here gives another figure for this row, kept as given",
    "RTX4090": "fp16 = FP16/BF16 with FP32 accumulate (Ada whitepaper 165.2); Epoch's 330 is the FP16-accumulate rate, which mixed-precision training does not use",
    "H20": "China-market Hopper part; no FP8 figure in any source here (left blank although the GPU has FP8)",
    "L20": "China-market Ada part; no FP8 figure in any source here (left blank although the GPU has FP8)",
    "H200": "no NVLink bandwidth in any source here (left blank)",
    "H800": "no NVLink bandwidth in any source here (left blank)",
    "A800": "no NVLink bandwidth in any source here (left blank)",
    "B200": "no NVLink bandwidth in any source here (left blank)",
    "H100-PCIe": "interconnect_gbs is Epoch's intranode figure (NVLink bridge between card pairs)",
    "A100-80GB-PCIe": "interconnect_gbs is Epoch's intranode figure (NVLink bridge between card pairs)",
    "V100-16GB": "SXM2 figures (AWS p3, GCP, Lambda); Azure NCv3 uses the PCIe card (tensor 112 per Epoch)",
    "K80": "Epoch's board figures (memory, FP64, FP32, TDP) divided by 2 because clouds count each of the board's 2 GPUs; bandwidth 241 GB/s is per GPU as given",
    "M60": "Epoch's board figures divided by 2 because clouds count each of the board's 2 GPUs",
}

SPEC_FIELDS = [
    # (gpus.csv column, Epoch column, gmasse columns in order of preference)
    ("vram_gb", "memory_gb", ["gpu_memory_gb"]),
    ("mem_bw_gbs", "memory_bandwidth_gbs", ["memory_bandwidth_gbs"]),
    ("fp64_tflops", "fp64_tflops", ["fp64_tflops"]),
    ("fp32_tflops", "fp32_tflops", ["fp32_tflops"]),
    ("tf32_tflops", "tf32_tflops", ["tf32_tensor_core_tflops"]),
    ("fp16_tflops", "tensor_fp16_bf16_tflops", ["fp16_tensor_core_tflops", "bf16_tensor_core_tflops"]),
    ("fp8_tflops", "fp8_tflops", ["fp8_tensor_core_tflops"]),
    ("int8_tops", "int8_tops", ["int8_tensor_core_tops"]),
    ("interconnect_gbs", "intranode_bandwidth_gbs", []),
    ("tdp_w", "tdp_w", ["power_consumption_w"]),
]

GPU_HEADER = [
    "model", "maker", "vram_gb", "mem_bw_gbs", "fp64_tflops", "fp32_tflops", "tf32_tflops",
    "fp16_tflops", "fp8_tflops", "int8_tops", "interconnect", "interconnect_gbs", "tdp_w",
    "year", "architecture", "stacks", "source",
]

# Each GPU's architecture (the maker's name for its generation; the performance model
# pools measurements by it) and the software stacks that run ML frameworks on it:
#   cuda      NVIDIA compute capability 5.0 or later: the CUDA 12 toolkit and PyTorch's CUDA
#             builds support Maxwell onwards (CUDA 12.0 release notes: Kepler removed)
#   cuda-11   Kepler: CUDA 11 at most, no current framework build
#   rocm      AMD Instinct parts in the ROCm compatibility matrix (MI300X)
#   cann      Huawei Ascend (CANN)
#   graphics  a graphics / virtual-workstation part with no ML compute stack (Radeon Pro
#             V520: AWS sells G4ad for graphics workloads, ROCm does not list it, and Spare
#             Cores' llama.cpp runs on g4ad fell back to the CPU)
# Empty: not known (MI25: ROCm support for gfx900 is not stated by any source here).
ARCHITECTURE = {
    "K80": ("kepler", "cuda-11"), "K520": ("kepler", "cuda-11"),
    "M60": ("maxwell", "cuda"), "QuadroM4000": ("maxwell", "cuda"),
    "P100": ("pascal", "cuda"), "P4": ("pascal", "cuda"), "P40": ("pascal", "cuda"),
    "QuadroP4000": ("pascal", "cuda"),
    "V100-16GB": ("volta", "cuda"), "V100-32GB": ("volta", "cuda"),
    "T4": ("turing", "cuda"), "RTX6000": ("turing", "cuda"),
    "A10": ("ampere", "cuda"), "A10G": ("ampere", "cuda"), "A40": ("ampere", "cuda"),
    "A30": ("ampere", "cuda"), "A100-40GB": ("ampere", "cuda"), "A100-80GB": ("ampere", "cuda"),
    "A100-80GB-PCIe": ("ampere", "cuda"), "A800": ("ampere", "cuda"), "RTX3060": ("ampere", "cuda"),
    "RTX3060Ti": ("ampere", "cuda"), "RTX3090": ("ampere", "cuda"), "RTXA4000": ("ampere", "cuda"),
    "RTXA4500": ("ampere", "cuda"), "RTXA5000": ("ampere", "cuda"), "RTXA6000": ("ampere", "cuda"),
    "L4": ("ada", "cuda"), "L40": ("ada", "cuda"), "L40S": ("ada", "cuda"), "L20": ("ada", "cuda"),
    "RTX4000-Ada": ("ada", "cuda"), "RTX4060": ("ada", "cuda"), "RTX4060Ti": ("ada", "cuda"),
    "RTX4070": ("ada", "cuda"), "RTX4070TiSuper": ("ada", "cuda"), "RTX4090": ("ada", "cuda"),
    "RTX5880-Ada": ("ada", "cuda"), "RTX6000-Ada": ("ada", "cuda"),
    "H100-SXM": ("hopper", "cuda"), "H100-PCIe": ("hopper", "cuda"), "H100-NVL": ("hopper", "cuda"),
    "H200": ("hopper", "cuda"), "H800": ("hopper", "cuda"), "H20": ("hopper", "cuda"), "GH200": ("hopper", "cuda"),
    "B200": ("blackwell", "cuda"), "B300": ("blackwell", "cuda"),
    "RTX5070": ("blackwell", "cuda"), "RTX5090": ("blackwell", "cuda"), "RTXPRO6000": ("blackwell", "cuda"),
    "MI300X": ("cdna3", "rocm"), "MI25": ("gcn5", ""), "RadeonProV520": ("rdna", "graphics"),
    "Ascend910B": ("davinci", "cann"),
}

# ---------------------------------------------------------------------------
# Aliases: every spelling a source uses -> canonical model
# ---------------------------------------------------------------------------

ALIASES = {
    # SkyPilot-format catalogs (accelerator_name)
    "A10": "A10", "A100": "A100-40GB", "A100-80GB": "A100-80GB", "A100-80GB-SXM": "A100-80GB",
    "A100-80G-PCIe": "A100-80GB-PCIe", "A100-80G-PCIe-NVLink": "A100-80GB-PCIe",
    "A30": "A30", "A40": "A40", "A4000": "RTXA4000", "A6000": "RTXA6000", "B200": "B200",
    "B300": "B300", "GH200": "GH200", "H100": "H100-SXM", "H100-SXM": "H100-SXM",
    "H100-MEGA": "H100-SXM", "H100-NVLINK": "H100-SXM", "H100-NVL": "H100-NVL",
    "H100-80G-PCIe": "H100-PCIe", "H100-80G-PCIe-NVLink": "H100-PCIe", "H100-80G-SXM5": "H100-SXM",
    "H200": "H200", "H200-SXM": "H200", "L4": "L4", "L40": "L40", "L40S": "L40S",
    "M4000": "QuadroM4000", "M60": "M60", "MI25": "MI25", "MI300X": "MI300X", "P100": "P100",
    "P4": "P4", "P4000": "QuadroP4000", "RTX PRO 6000 96GB": "RTXPRO6000", "RTX-6000-Ada": "RTX6000-Ada",
    "RTX-A4000": "RTXA4000", "RTX-A6000": "RTXA6000", "RTX-PRO-6000": "RTXPRO6000",
    "RTX3060": "RTX3060", "RTX3090": "RTX3090", "RTX4000-Ada": "RTX4000-Ada", "RTX4060": "RTX4060",
    "RTX4070": "RTX4070", "RTX4090": "RTX4090", "RTX5070": "RTX5070", "RTX5090": "RTX5090",
    "RTX5880-Ada": "RTX5880-Ada", "RTX6000": "RTX6000", "RTX6000-Ada": "RTX6000-Ada",
    "RTXA4000": "RTXA4000", "RTXA4500": "RTXA4500", "RTXA5000": "RTXA5000", "RTXA6000": "RTXA6000",
    "RTXPRO6000": "RTXPRO6000", "RTXPRO6000WS": "RTXPRO6000", "T4": "T4", "V100": "V100-16GB",
    "V100-32GB": "V100-32GB",
    # GpuInfo names inside the original SkyPilot rows (hyperbolic)
    "NVIDIA-H100-80GB-HBM3": "H100-SXM",
    # Vast.ai offer names (the GPU token inside instance_type)
    "A100_PCIE": "A100-40GB", "A100_SXM4": "A100-40GB", "H100_NVL": "H100-NVL", "H100_SXM": "H100-SXM",
    "RTX_3060": "RTX3060", "RTX_3060_Ti": "RTX3060Ti", "RTX_3090": "RTX3090", "RTX_4060_Ti": "RTX4060Ti",
    "RTX_4070S_Ti": "RTX4070TiSuper", "RTX_4090": "RTX4090", "RTX_5070": "RTX5070", "RTX_5090": "RTX5090",
    "RTX_5880Ada": "RTX5880-Ada", "RTX_6000Ada": "RTX6000-Ada", "RTX_A5000": "RTXA5000",
    "RTX_A6000": "RTXA6000", "RTX_PRO_6000_WS": "RTXPRO6000", "Tesla_V100": "V100-16GB",
    # AWS DescribeInstanceTypes GPU names (moto dump)
    "A10G": "A10G", "K520": "K520", "K80": "K80", "Radeon Pro V520": "RadeonProV520", "T4g": "T4",
    # Azure size pages (instance-network/instances.csv)
    "AMD Instinct MI25": "MI25", "AMD Instinct MI300X": "MI300X", "NVIDIA A10": "A10",
    "NVIDIA A100 40GB (NVLink 3.0)": "A100-40GB", "NVIDIA A100 80GB (NVLink 3.0)": "A100-80GB",
    "NVIDIA A100 PCIe 80GB": "A100-80GB-PCIe", "NVIDIA H100 80GB": "H100-SXM",
    "NVIDIA H100 PCIe 94GB": "H100-NVL", "NVIDIA H200 141GB": "H200", "NVIDIA Tesla M60": "M60",
    "NVIDIA Tesla T4": "T4", "NVIDIA Tesla V100 16GB": "V100-16GB",
    "NVIDIA Tesla V100 32GB (NVLink)": "V100-32GB",
    # Google Cloud docs (instance-network/instances.csv)
    "NVIDIA A100 40GB": "A100-40GB", "NVIDIA A100 80GB": "A100-80GB", "NVIDIA B200": "B200",
    "NVIDIA H200": "H200", "NVIDIA L4": "L4", "NVIDIA T4": "T4", "NVIDIA V100": "V100-16GB",
    # Seeds (000, 004) and common spellings in them
    "H100 SXM": "H100-SXM", "A100 80GB": "A100-80GB", "H800": "H800", "A800": "A800",
    "Ascend 910B": "Ascend910B", "昇腾910B": "Ascend910B",
    # Canonical ids not yet listed above
    "A100-40GB": "A100-40GB", "A100-80GB-PCIe": "A100-80GB-PCIe", "H100-PCIe": "H100-PCIe",
    "V100-16GB": "V100-16GB", "QuadroM4000": "QuadroM4000", "QuadroP4000": "QuadroP4000",
    "RadeonProV520": "RadeonProV520", "RTX3060Ti": "RTX3060Ti", "RTX4060Ti": "RTX4060Ti",
    "RTX4070TiSuper": "RTX4070TiSuper", "Ascend910B": "Ascend910B",
    # China clouds' instance tables (china-clouds/instance_types.csv, suffixes stripped)
    "H20": "H20", "L20": "L20", "P40": "P40",
}


def add_spec_source_aliases() -> None:
    """Epoch/gmasse row names are spellings too: map each to the model it fed."""
    gmasse_names = {
        "t4": "T4", "a10": "A10", "l4": "L4", "l40s": "L40S", "rtx4090": "GeForce RTX 4090",
        "a100_sxm4_40gb": "A100 SXM4 40GB", "a100_sxm4_80gb": "A100 SXM4 80GB",
        "a100_pcie_80gb": "A100 PCIe 80GB", "h100": None, "v100_sxm2": "V100 SXM2",
    }
    known = {alias.lower() for alias in ALIASES}  # one entry per spelling, ignoring case
    for model, _maker, epoch_name, gmasse_id, _ic, _cls in GPU_DEFS:
        names = [epoch_name, gmasse_names.get(gmasse_id or "")]
        # 'V100 SXM2' covers both memory sizes; the 16 GB model is the default.
        if model == "V100-32GB":
            names = names[:1]
        for name in filter(None, names):
            if name.lower() not in known:
                ALIASES[name] = model
                known.add(name.lower())


def alias_lookup() -> dict:
    """Case-insensitive alias map; fails on two spellings that differ only by case
    but point to different models."""
    table = {}
    for alias, model in ALIASES.items():
        key = alias.lower()
        if key in table and table[key] != model:
            raise SystemExit(f"alias conflict: {alias!r} -> {model} vs {table[key]}")
        table[key] = model
    return table


# ---------------------------------------------------------------------------
# GPU spec table
# ---------------------------------------------------------------------------


def load_spec_sources(data: Path):
    epoch = {r["name"]: r for r in read_csv(data / "gpu-specs" / "epoch_gpu_specs_normalized.csv")}
    gmasse = {r["id"]: r for r in read_csv(data / "gpu-specs" / "gmasse_gpu_specs.csv")}
    return epoch, gmasse


def gmasse_value(row: dict, column: str):
    """gmasse keeps '' for unknown and '0' for 'not supported': both -> None."""
    value = row.get(column, "").strip()
    try:
        parsed = float(value)
    except ValueError:  # e.g. '16/32' for V100 memory
        return None
    return parsed if parsed > 0 else None


def override_value(override, erow, grow):
    source, column, _why = override
    if source == "epoch" and erow is not None:
        return num(erow.get(column))
    if source == "gmasse" and grow is not None:
        return gmasse_value(grow, column)
    return None


def build_gpu_row(defn, epoch: dict, gmasse: dict, supplement: dict, price_vram: dict, conflicts: list) -> dict:
    model, maker, epoch_name, gmasse_id, interconnect, _cls = defn
    erow = epoch.get(epoch_name) if epoch_name else None
    grow = gmasse.get(gmasse_id) if gmasse_id else None
    if epoch_name and erow is None:
        raise SystemExit(f"Epoch row {epoch_name!r} for {model} not found")
    if gmasse_id and grow is None:
        raise SystemExit(f"gmasse row {gmasse_id!r} for {model} not found")

    row = {"model": model, "maker": maker, "interconnect": interconnect}
    values = {}   # column -> value (None = unknown)
    origins = {}  # column -> "epoch" | "gmasse" | "override" | "datasheet" | "datasheet-secondary" | "price" | "no-tensor"
    other = []    # free-text remarks for `source`
    for column, epoch_col, gmasse_cols in SPEC_FIELDS:
        value, origin = None, None
        override = FIELD_OVERRIDES.get((model, column))
        if override:
            value = override_value(override, erow, grow)
            origin = "override"
            other.append(override[2])
        if value is None and erow is not None and not override:
            value = num(erow.get(epoch_col))
            origin = "epoch" if value is not None else None
        if value is None and grow is not None and not override:
            for gcol in gmasse_cols:
                value = gmasse_value(grow, gcol)
                if value is not None:
                    origin = "gmasse"
                    break
        if value is not None and origin == "epoch" and column in BOARD_GPUS.get(model, (1, set()))[1]:
            value = value / BOARD_GPUS[model][0]
        values[column] = value
        origins[column] = origin if value is not None else None
    if values["vram_gb"] is None and model in price_vram:
        # Lowest precedence: the memory a price file states per GPU (GiB as listed); a
        # supplement figure replaces it below.
        values["vram_gb"], price_text = price_vram[model]
        origins["vram_gb"] = "price"
    srow = supplement.get(model)
    if srow is not None:
        apply_supplement(model, srow, values, origins, conflicts, other)
    if origins["vram_gb"] == "price":
        other.append(f"vram {price_text}")
    apply_no_tensor_rule(model, erow, srow, values, origins, other)
    for column, _e, _g in SPEC_FIELDS:
        row[column] = fmt(values[column])
    row["year"] = (erow or {}).get("release_date", "")[:4]
    row["architecture"], row["stacks"] = ARCHITECTURE[model]
    row["source"] = gpu_source_text(model, erow, grow, srow, origins, other)
    return row


# datasheet_supplement.csv column -> gpus.csv column
SUPPLEMENT_FIELDS = [
    ("memory_gb", "vram_gb"), ("memory_bandwidth_gbs", "mem_bw_gbs"), ("fp64_tflops", "fp64_tflops"),
    ("fp32_tflops", "fp32_tflops"), ("tf32_tensor_dense_tflops", "tf32_tflops"),
    ("fp16_bf16_tensor_dense_tflops", "fp16_tflops"), ("fp8_tensor_dense_tflops", "fp8_tflops"),
    ("int8_tensor_dense_tops", "int8_tops"), ("tdp_w", "tdp_w"),
]

# Supplement figures its own notes call uncertain: they do not replace a catalog figure.
SUPPLEMENT_UNCERTAIN = {
    ("A10G", "tdp_w"): "supplement notes: TDP uncertain (an nvidia-smi power limit and secondary tables, not the datasheet)",
}

# Secondary supplement rows only fill gaps, except where their notes show the older figure
# is a known error (the figure belongs to another product or SKU).
SUPPLEMENT_SECONDARY_WINS = {
    ("RTX4070", "tdp_w"): "285 W is the RTX 4070 Ti's power; the RTX 4070's total graphics power is 200 W (supplement, club386/thefpsreview)",
    ("H800", "fp64_tflops"): "the H800 SXM5's FP64 is cut to about 1 TFLOPS (supplement: NVIDIA H800 datasheet copy, philisun.com); Epoch's 29.65 is the H100 SXM's figure",
}

# Relative difference above which two sources are said to disagree.
DISAGREE = 0.01


def is_vendor_kind(kind: str) -> bool:
    return kind.strip().lower().startswith("vendor")


def apply_supplement(model, srow, values, origins, conflicts, other) -> None:
    """Merge one datasheet_supplement.csv row. Precedence (the vendor's own document wins):
    vendor datasheet/whitepaper > Epoch > gmasse > secondary supplement > price-file VRAM."""
    vendor = is_vendor_kind(srow["source_kind"])
    for scol, column in SUPPLEMENT_FIELDS:
        new = num(srow.get(scol))
        if new is None:
            continue
        old, old_origin = values[column], origins[column]
        differs = old is not None and abs(new - old) > DISAGREE * max(abs(new), abs(old))
        uncertain = SUPPLEMENT_UNCERTAIN.get((model, column))
        secondary_wins = SUPPLEMENT_SECONDARY_WINS.get((model, column))
        if old is None:
            take, why = True, "gap filled"
        elif old_origin == "price":
            take, why = True, "a specification replaces the per-GPU memory a price file lists (GiB as the driver reports it)"
        elif uncertain:
            take, why = False, uncertain
        elif vendor:
            take, why = True, "vendor document kept"
        elif secondary_wins:
            take, why = True, secondary_wins
        else:
            take, why = False, f"{old_origin} kept (a secondary source does not replace it)"
        if differs:
            conflicts.append({"model": model, "field": column, "before": fmt(old), "before_source": old_origin,
                              "supplement": fmt(new), "supplement_kind": srow["source_kind"],
                              "kept": fmt(new if take else old), "why": why})
        if take:
            values[column] = new
            origins[column] = "datasheet" if vendor else "datasheet-secondary"
            if secondary_wins:
                other.append(f"{column}: {secondary_wins}")


# GPUs without tensor (matrix) units run FP16/BF16 work at their fastest FP16 rate: packed
# FP16 where it beats FP32 (P100, Vega), else the FP32 rate (Kepler and Maxwell have no
# fast FP16 path; Pascal GP104/GP102 run native FP16 at 1/64 rate, so frameworks compute
# in FP32). model -> (packed FP16 TFLOPS from a source or None, where it comes from)
NO_TENSOR_FP16 = {
    "K80": (None, ""), "K520": (None, ""), "M60": (None, ""), "QuadroM4000": (None, ""),
    "P4": (None, ""), "P40": (None, ""), "QuadroP4000": (None, ""), "RadeonProV520": (None, ""),
    "P100": ("epoch", "Epoch's FP16 (half precision) column"),
    "MI25": (24.6, "datasheet_supplement.csv notes, ocaholic.ch"),
}


def apply_no_tensor_rule(model, erow, srow, values, origins, other) -> None:
    if model not in NO_TENSOR_FP16 or values["fp16_tflops"] is not None:
        return
    packed, where = NO_TENSOR_FP16[model]
    if packed == "epoch":
        packed = num((erow or {}).get("fp16_nontensor_tflops"))
    fp32 = values["fp32_tflops"]
    if fp32 is None and packed is None:
        return
    if packed is not None and (fp32 is None or packed > fp32):
        values["fp16_tflops"] = packed
        other.append(f"fp16 = packed FP16 {fmt(packed)} ({where}): no tensor units")
    else:
        values["fp16_tflops"] = fp32
        other.append("fp16 = the FP32 rate: no tensor units and no faster FP16 path, so FP16/BF16 work runs at the FP32 rate")
    origins["fp16_tflops"] = "no-tensor"


ORIGIN_TEXT = {
    "epoch": "Epoch AI ML Hardware (CC BY 4.0)",
    "gmasse": "gmasse/gpu-specs (Apache-2.0)",
    "datasheet": "vendor document via datasheet_supplement.csv",
    "datasheet-secondary": "secondary source via datasheet_supplement.csv",
}


def gpu_source_text(model, erow, grow, srow, origins, other) -> str:
    parts = []
    by_origin = defaultdict(list)
    for column, origin in origins.items():
        if origin in ORIGIN_TEXT:
            by_origin[origin].append(column)
    if erow is not None:
        parts.append(f"Epoch AI ML Hardware (CC BY 4.0) row '{erow['name']}': {', '.join(by_origin['epoch']) or 'year'}")
    if by_origin["gmasse"]:
        parts.append(f"gmasse/gpu-specs (Apache-2.0) '{grow['name']}': {', '.join(by_origin['gmasse'])}")
    for origin in ("datasheet", "datasheet-secondary"):
        if by_origin[origin]:
            parts.append(f"{ORIGIN_TEXT[origin]} ({srow['source_url']}): {', '.join(by_origin[origin])}")
    parts.extend(other)
    if erow is None and grow is None and srow is None:
        parts.append("no specification source in shared data (specs unknown)")
    if model in GPU_REMARKS:
        parts.append(GPU_REMARKS[model])
    return "; ".join(parts)


def load_supplement(data: Path) -> dict:
    rows = read_csv(data / "gpu-specs" / "datasheet_supplement.csv")
    return {r["gpu"]: r for r in rows}


def build_gpus(data: Path, price_vram: dict, conflicts: list) -> list[dict]:
    epoch, gmasse = load_spec_sources(data)
    supplement = load_supplement(data)
    unknown = set(supplement) - {d[0] for d in GPU_DEFS}
    if unknown:
        raise SystemExit(f"datasheet_supplement.csv names GPUs missing from GPU_DEFS: {sorted(unknown)}")
    return [build_gpu_row(d, epoch, gmasse, supplement, price_vram, conflicts) for d in GPU_DEFS]


# ---------------------------------------------------------------------------
# GPU resolution for offers
# ---------------------------------------------------------------------------

# Provider-specific readings of an ambiguous accelerator name.  RunPod lists the
# SXM parts separately (H100-SXM, A100-80GB-SXM), so its plain names are the
# PCIe cards.
PROVIDER_NAME_RULES = {
    ("runpod", "H100"): ("H100-PCIe", "RunPod lists H100-SXM separately, so plain 'H100' is the PCIe card"),
    ("runpod", "A100-80GB"): ("A100-80GB-PCIe", "RunPod lists A100-80GB-SXM separately, so plain 'A100-80GB' is the PCIe card"),
    # The flat file drops GpuInfo; the original row names the HBM3 (SXM) part.
    ("hyperbolic", "H100"): ("H100-SXM", "original GpuInfo names NVIDIA-H100-80GB-HBM3 (the HBM3 part is the SXM module)"),
}

# Memory variants: the per-GPU memory a source states picks the variant.
# Only generic names are re-read; an explicit size that contradicts the stated
# memory is flagged `memory-mismatch` instead.
MEMORY_VARIANTS = {
    "A100-40GB": [(70, "A100-80GB")],
    "V100-16GB": [(30, "V100-32GB")],
}

# Generic names whose form factor a source may leave open.
GENERIC_FORM_FACTOR = {"h100": "H100 form factor not stated by the source; generic 'H100' read as H100-SXM"}


def vast_token(instance_type: str) -> str:
    """'2x-A100_PCIE-32-65536' -> 'A100_PCIE' (Vast's own GPU name)."""
    match = re.match(r"^\d+x-(.+)-\d+-\d+$", instance_type)
    return match.group(1) if match else ""


class Resolver:
    """Turns a source's GPU spelling (plus context) into a canonical model."""

    def __init__(self, known_models: set[str]):
        self.lookup = alias_lookup()
        self.known = known_models
        for model in set(self.lookup.values()):
            if model not in known_models:
                raise SystemExit(f"alias target {model} missing from GPU_DEFS")

    def alias(self, name: str):
        return self.lookup.get((name or "").strip().lower())

    def resolve(self, provider, raw_name, instance_type="", doc_name="", mem_gib_each=None):
        """Return (model or None, notes list)."""
        notes = []
        model = None
        if doc_name:  # the provider's own documentation beats a catalog label
            model = self.alias(doc_name)
            raw_model = self.alias(raw_name) if raw_name else None
            if model and raw_model and raw_model != model:
                notes.append(f"GPU per provider docs '{doc_name}' (catalog label '{raw_name}')")
        if model is None and provider == "vast":
            token = vast_token(instance_type)
            model = self.alias(token)
            if model and self.alias(raw_name) != model:
                notes.append(f"GPU from Vast offer name '{token}' (catalog label '{raw_name}')")
        if model is None and (provider, raw_name) in PROVIDER_NAME_RULES:
            model, why = PROVIDER_NAME_RULES[(provider, raw_name)]
            notes.append(why)
        if model is None:
            model = self.alias(raw_name)
            if model and provider == "lambda" and "_pcie" in instance_type.lower() and model == "H100-SXM":
                model = "H100-PCIe"
                notes.append("Lambda type name says PCIe")
            elif model and (raw_name or "").lower() in GENERIC_FORM_FACTOR and not re.search(
                r"sxm|hbm3|nvlink", instance_type, re.I
            ) and provider not in ("aws", "gcp", "azure"):
                notes.append(GENERIC_FORM_FACTOR[raw_name.lower()])
        if model and mem_gib_each and model in MEMORY_VARIANTS:
            chosen = model
            for threshold, variant in MEMORY_VARIANTS[model]:
                if mem_gib_each >= threshold:
                    chosen = variant
            if chosen != model:
                notes.append(f"source lists {fmt(round(mem_gib_each, 2))} GiB per GPU, so {chosen}")
                model = chosen
        return model, notes


# ---------------------------------------------------------------------------
# Offers
# ---------------------------------------------------------------------------

OFFER_HEADER = [
    "provider", "instance_type", "family", "gpu", "gpu_count", "vcpus", "ram_gib", "nvme_gb",
    "network_gbps", "rdma", "region", "zone", "currency", "on_demand", "spot", "reserved_1y",
    "monthly", "spot_interruption", "source", "as_of", "illustrative", "flags", "notes", "trust",
]

# Spot Advisor bucket -> upper bound of the monthly interruption rate.
INTERRUPTION_UPPER = {"<5%": 0.05, "5-10%": 0.10, "10-15%": 0.15, "15-20%": 0.20, ">20%": 0.20}

# Newest moto dump used (SOURCE.md); families read from older dumps are retired.
NEWEST_MOTO_DATE = "2026-08-02"

# AWS files Habana Gaudi under GpuInfo; it is an AI accelerator, not a GPU.
AWS_NON_GPU_NAMES = {"Gaudi HL-205"}

# Instance families that are sold for graphics/visualisation, not compute.
GRAPHICS_FAMILIES = re.compile(r"^(g2|g3|g3s|g4ad|gr6|gr6f)\.|^Standard_NV", re.I)
HETEROGENEOUS = re.compile(r"^g5g\.", re.I)  # Arm Graviton2 CPU + T4G GPU


class Report:
    """Collects everything build_report.md shows."""

    def __init__(self):
        self.left_out = defaultdict(list)   # reason -> [example strings]
        self.unresolved = []                # (file, provider, name, instance)
        self.file_counts = Counter()        # file -> rows read
        self.file_kept = Counter()          # file -> offers written
        self.network_conflicts = []         # (provider, instance, region, before, after, source)
        self.network_filled = Counter()     # provider -> offers whose unknown network was filled
        self.spec_conflicts = []            # datasheet supplement vs earlier figures
        self.measurements = (0, Counter())  # rows written, reasons rows were left out

    def leave_out(self, reason: str, example: str) -> None:
        self.left_out[reason].append(example)


def family_for(model: str, instance_type: str, gpu_count, rdma: str) -> str:
    """Family from the instance family first, then from the GPU class."""
    if ".metal" in instance_type or instance_type == "BBC":
        return "bare-metal"
    if GRAPHICS_FAMILIES.search(instance_type):
        return "graphics"
    if HETEROGENEOUS.search(instance_type) or model == "GH200":
        return "heterogeneous"
    gpu_class = GPU_CLASS.get(model, "")
    if gpu_class == "compute" and (gpu_count or 0) >= 8 and rdma in ("efa", "infiniband", "gpudirect"):
        return "hpc"
    return gpu_class


def price_cell(value, what: str, notes: list) -> str:
    """Prices must be positive: zero/negative become empty with a note."""
    if value is None:
        return ""
    if value <= 0:
        notes.append(f"source {what} price {fmt(value)} left empty (not a price)")
        return ""
    return fmt(value)


def new_offer(**fields) -> dict:
    row = {col: "" for col in OFFER_HEADER}
    row.update({k: v for k, v in fields.items() if v is not None})
    return row


# --- Azure InfiniBand: add the fabric to the Ethernet figure -----------------


def infiniband_gbps(note: str):
    """Read the InfiniBand total of an Azure ND size from the docs note."""
    match = re.search(r"=\s*([\d.]+)\s*Tbps per VM", note)
    if match:
        return float(match.group(1)) * 1000
    match = re.search(r"(\d+)\s*x\s*(\d+)\s*Gigabit HDR", note)
    if match:
        return float(match.group(1)) * float(match.group(2))
    match = re.search(r"(\d+)-Gigabit EDR", note)
    if match:
        return float(match.group(1))
    return None


def network_fields(net: dict | None, provider: str):
    """(network_gbps, rdma, note) from an instance-network row."""
    if not net:
        return "", "", ""
    gbps = num(net["network_gbps"])
    note = net["network_note"]
    rdma = net["rdma"]
    if provider == "azure" and rdma == "infiniband" and gbps is not None:
        ib = infiniband_gbps(note)
        if ib:
            # DESIGN: bandwidth counts the RDMA fabric, as AWS (EFA) and GCP
            # (GPUDirect NICs) figures already do; Azure's table is Ethernet only.
            return fmt(gbps + ib), rdma, (
                f"network_gbps = Azure Max Bandwidth {fmt(gbps)} Gbps Ethernet + InfiniBand {fmt(ib)} Gbps "
                f"(Microsoft docs; Ethernet alone {fmt(gbps)})"
            )
    if provider != "aws":
        return fmt(gbps), rdma, f"network per provider docs: {note}"
    short = ""
    if "burst, up to" in note:
        base = re.search(r"baseline ([\d.]+) Gbps", note)
        short = f"network is a burst ceiling ('Up to'); baseline {base.group(1)} Gbps" if base else "network is a burst ceiling ('Up to')"
    elif gbps is None:
        short = f"network: {note}"
    return fmt(gbps), rdma, short


# --- AWS ---------------------------------------------------------------------


def load_instance_network(data: Path) -> dict:
    rows = read_csv(data / "instance-network" / "instances.csv")
    return {(r["provider"], r["instance_type"]): r for r in rows}


def aws_offers(data: Path, net: dict, resolver: Resolver, report: Report) -> list[dict]:
    prices = read_csv(data / "aws-karpenter" / "aws_us-east-1_ondemand_accelerated.csv")
    details = {r["instance_type"]: r for r in read_csv(data / "instance-network" / "aws_details.csv")}
    spot = {
        r["instance_type"]: r
        for r in read_csv(data / "stability" / "aws_spot_interruption.csv")
        if r["region"] == "us-east-1"
    }
    report.file_counts["aws-karpenter/aws_us-east-1_ondemand_accelerated.csv"] = len(prices)
    offers = []
    for price_row in prices:
        itype = price_row["instance_type"]
        detail, netrow = details.get(itype), net.get(("aws", itype))
        if detail is None or netrow is None:
            report.leave_out("AWS type without moto details (no GPU facts)", itype)
            continue
        kind = detail["accelerator_kind"]
        if kind != "gpu" or detail["accelerator_name"] in AWS_NON_GPU_NAMES:
            # The API files Gaudi under GpuInfo, but it is not a GPU either.
            label = "gaudi" if kind == "gpu" else kind
            report.leave_out(f"AWS non-GPU accelerator ({label})", f"{itype} [{detail['accelerator_name']}]")
            continue
        offers.append(aws_offer(price_row, detail, netrow, spot.get(itype), resolver, report))
    priced = {r["instance_type"] for r in prices}
    for (provider, itype), row in sorted(net.items()):
        if provider == "aws" and itype not in priced:
            report.leave_out("AWS type in moto dump but not in the Karpenter us-east-1 price map (no price)", f"{itype} ({row['gpu_name'] or 'no GPU'})")
    report.file_kept["aws-karpenter/aws_us-east-1_ondemand_accelerated.csv"] = sum(bool(o["gpu"]) for o in offers)
    return offers


def aws_offer(price_row, detail, netrow, spot_row, resolver, report) -> dict:
    itype = price_row["instance_type"]
    count = num(netrow["gpu_count"])
    mem_each = num(netrow["gpu_memory_mib_each"])
    mem_gib = (mem_each / 1024 / count if count < 1 else mem_each / 1024) if mem_each else None
    model, notes = resolver.resolve("aws", detail["accelerator_name"], itype, "", mem_gib)
    if model is None:
        report.unresolved.append(("aws", "aws", detail["accelerator_name"], itype))
        report.leave_out("UNRESOLVED GPU name (build fails)", f"{itype} [{detail['accelerator_name']}]")
    gbps, rdma, net_note = network_fields(netrow, "aws")
    notes.append(net_note)
    if count < 1:
        notes.append(f"fractional GPU: {fmt(count)} of one {detail['accelerator_name']}")
    on_demand = num(price_row["price_usd_per_hour_us_east_1"])
    spot_price, interruption, flags = "", "", []
    if spot_row:
        savings = num(spot_row["savings_percent"])
        bucket = spot_row["interruption_bucket"]
        interruption = fmt(INTERRUPTION_UPPER[bucket])
        if bucket == ">20%":
            flags.append("interruption-at-least")
        if savings is not None and savings > 0:
            spot_price = fmt(round(on_demand * (1 - savings / 100), 6))
            flags.append("estimated-spot")
            notes.append(
                f"spot estimated = on-demand x (1 - {fmt(savings)}% Spot Advisor savings, us-east-1, 2025-06-28); "
                f"interruption bucket {bucket}"
            )
        else:
            notes.append(f"Spot Advisor savings {fmt(savings)}% (no spot estimate); interruption bucket {bucket}")
    notes.append("GPU, vCPU, memory and network from moto DescribeInstanceTypes dump")
    if detail["moto_commit_date"] < NEWEST_MOTO_DATE:
        # Later dumps dropped the family: the API no longer returns it.
        notes.append(f"family absent from AWS API dumps after {detail['moto_commit_date']} (retired or no longer offered); still priced in the Karpenter map")
    return new_offer(
        provider="aws", instance_type=itype, gpu=model or "", gpu_count=fmt(count),
        family=family_for(model, itype, count, rdma),
        vcpus=fmt(num(detail["vcpus"])), ram_gib=fmt(round(num(detail["memory_mib"]) / 1024, 3)),
        network_gbps=gbps, rdma=rdma, region="us-east-1", currency="USD",
        on_demand=fmt(on_demand), spot=spot_price, spot_interruption=interruption,
        source="aws-karpenter-pricing", as_of=SOURCE_DATE["aws-karpenter-pricing"], illustrative="0",
        flags=";".join(flags), notes=join_notes(*notes), _mem_gib=mem_gib, _raw=detail["accelerator_name"],
    )


# --- SkyPilot-format clouds ----------------------------------------------------

SKYPILOT_FILES = {
    # file stem -> source key
    "azure": "anycloud-azure", "gcp": "anycloud-gcp", "lambda": "anycloud-lambda",
    "vast": "anycloud-vast", "do": "skypilot-catalog-do", "fluidstack": "skypilot-catalog-fluidstack",
    "hyperbolic": "skypilot-catalog-hyperbolic", "hyperstack": "skypilot-catalog-hyperstack",
    "ibm": "skypilot-catalog-ibm", "jarvislabs": "skypilot-catalog-jarvislabs",
    "mithril": "skypilot-catalog-mithril", "nebius": "skypilot-catalog-nebius",
    "paperspace": "skypilot-catalog-paperspace", "runpod": "skypilot-catalog-runpod",
    "seeweb": "skypilot-catalog-seeweb", "verda": "skypilot-catalog-verda", "yotta": "skypilot-catalog-yotta",
}

# Region key of rows whose source names no region (seeds, Seeweb sizes, Chinese
# instance types listed without a region): stable, so that exports import back.
UNSPECIFIED_REGION = "unspecified"

PLACEHOLDER_PROVIDERS = {"mithril": "prices 1.0/8.0 USD per hour look like placeholders (SOURCE.md); spot equals on-demand"}


def skypilot_offers(data: Path, net: dict, resolver: Resolver, report: Report) -> list[dict]:
    offers = []
    for stem, source_key in sorted(SKYPILOT_FILES.items()):
        name = f"skypilot/{stem}.csv"
        rows = read_csv(data / "skypilot" / f"{stem}.csv")
        report.file_counts[name] = len(rows)
        for row in rows:
            offer = skypilot_offer(stem, source_key, row, net, resolver, report, name)
            if offer:
                offers.append(offer)
                report.file_kept[name] += bool(offer["gpu"])
    return offers


def skypilot_offer(provider, source_key, row, net, resolver, report, file_name):
    itype, accel = row["instance_type"], row["accelerator_name"]
    if accel.lower().startswith("tpu-"):
        report.leave_out("GCP TPU slice (not a GPU)", f"{accel} {row['region']}")
        return None
    if not itype:
        report.leave_out("GCP attachable GPU without a host VM (empty instance_type, GPU-only price)", f"{accel} x{row['accelerator_count']} {row['region']}")
        return None
    count = num(row["accelerator_count"])
    mem_total = num(row["gpu_memory_gib_total"])
    notes, flags = [], []
    netrow = net.get((provider, itype))
    count = reconcile_count(provider, count, netrow, notes)
    mem_each = mem_total / count if mem_total and count else None
    model, rnotes = resolver.resolve(provider, accel, itype, (netrow or {}).get("gpu_name", ""), mem_each)
    notes.extend(rnotes)
    if model is None:
        report.unresolved.append((file_name, provider, accel, itype))
        report.leave_out("UNRESOLVED GPU name (build fails)", f"{provider} {itype} [{accel}]")
    gbps, rdma, net_note = network_fields(netrow, provider)
    notes.append(net_note)
    on_demand = price_cell(num(row["price_usd_per_hour"]), "on-demand", notes)
    spot = price_cell(num(row["spot_price_usd_per_hour"]), "spot", notes)
    if not on_demand:
        notes.append("no on-demand price in source")
    if on_demand and spot and float(spot) > float(on_demand):
        flags.append("spot-above-on-demand")
        notes.append("spot above on-demand in source (columns look swapped; kept as given)")
    elif on_demand and spot and float(spot) == float(on_demand) and provider not in PLACEHOLDER_PROVIDERS:
        notes.append("spot equals on-demand in source")
    if provider in PLACEHOLDER_PROVIDERS:
        flags.append("placeholder-price")
        notes.append(PLACEHOLDER_PROVIDERS[provider])
    ram = num(row["memory_gib"])
    ram, ram_note = host_ram(provider, itype, ram, count)
    notes.append(ram_note)
    notes.append(provider_note(provider, itype, row))
    return new_offer(
        provider=provider, instance_type=itype, gpu=model or "", gpu_count=fmt(count),
        family=family_for(model, itype, count, rdma), vcpus=fmt(num(row["vcpus"])), ram_gib=fmt(ram),
        network_gbps=gbps, rdma=rdma, region=row["region"] or UNSPECIFIED_REGION, zone=row["zone"], currency="USD",
        on_demand=on_demand, spot=spot, source=source_key, as_of=SOURCE_DATE[source_key],
        illustrative="0", flags=";".join(flags), notes=join_notes(*notes), _mem_gib=mem_each, _raw=accel,
    )


def reconcile_count(provider, count, netrow, notes):
    """Prefer the provider's documented GPU count when the catalog disagrees
    by more than rounding (SkyPilot lists every Azure NVv4 size with 1 MI25)."""
    if not netrow or not netrow.get("gpu_count"):
        return count
    documented = num(netrow["gpu_count"])
    if count and abs(documented - count) / max(documented, count) > 0.05:
        notes.append(f"gpu_count {fmt(documented)} per provider docs (catalog says {fmt(count)})")
        return documented
    return count


def host_ram(provider, itype, ram, count):
    """RunPod's v7 MemoryGiB equals the GPUs' total VRAM (80 for 1x A100-80GB,
    141 for 1x H200, 192 for 1x MI300X), so it is not host RAM."""
    if provider != "runpod" or ram is None:
        return ram, ""
    note = f"source MemoryGiB {fmt(ram)} matches GPU memory, not host RAM; ram_gib left empty"
    if "L40S" in itype:
        note += "; source vCPU/memory for L40S sizes (12/64/256/1024 vCPUs) look inconsistent"
    return None, note


def provider_note(provider, itype, row) -> str:
    if provider == "vast":
        return ("single marketplace host offer (Vast.ai); region is the host's free-text location; "
                "vCPU/RAM 32/64 are the same on every Vast row of the source (catalog request size, not the host's); "
                "host reliability score not in source")
    if provider == "runpod":
        cloud = "Secure Cloud" if itype.endswith("_SECURE") else "Community Cloud (marketplace hosts)"
        return f"RunPod {cloud}"
    if provider == "seeweb" and not row["region"]:
        # A stable key instead of an empty region: an export of these rows must import
        # back (the importer needs a region to match on), and the vendor's location for
        # these sizes is not in the source (its other sizes are in it-fr2).
        return f"region not given in source: '{UNSPECIFIED_REGION}' stands in (Seeweb's other sizes are in it-fr2)"
    if provider == "hyperbolic":
        return "region 'default' as in source"
    return ""


# --- Seeds ---------------------------------------------------------------------

# Figures copied from the seeds; `check` lists text that must appear in the
# named seed segment so a typo here fails the build instead of shipping.
SEED_OFFERS = [
    dict(provider="alibaba", instance_type="ecs.gn7i-c32g1.4xlarge", gpu="A100-40GB", gpu_count=1,
         currency="USD", on_demand=14, source="seed-004", family="compute",
         check=("004", "ecs.gn7i-c32g1.4xlarge", ["1×A100", "$14"]),
         doubt="Alibaba documents the gn7i family with NVIDIA A10 (24 GB), not A100",
         notes="seed 004 says '1×A100, $14/h'; A100 memory not stated, read as 40 GB"),
    dict(provider="alibaba", instance_type="ecs.gn6i-c4g1.xlarge", gpu="T4", gpu_count=1,
         currency="USD", on_demand=0.82, source="seed-004", family="inference",
         check=("004", "ecs.gn6i-c4g1.xlarge", ["1×T4", "$0.82"]), notes="seed 004 says '1×T4, $0.82/h'"),
    dict(provider="alibaba", instance_type="gn7i", gpu="A100-40GB", gpu_count=1, currency="CNY",
         on_demand=32.0, source="seed-000", family="compute",
         check=("000", '"name": "阿里云gn7i"', ['"gpu": "A100"', '"price": 32.0', '"memory": 40']),
         doubt="Alibaba documents the gn7i family with NVIDIA A10 (24 GB), not A100",
         notes="seed 000 demo table '阿里云gn7i' A100, 32.0 元/小时, 40 GB; family name, not a size"),
    dict(provider="tencent", instance_type="GN7", gpu="V100-32GB", gpu_count=1, currency="CNY",
         on_demand=18.5, source="seed-000", family="compute",
         check=("000", '"name": "腾讯云GN7"', ['"gpu": "V100"', '"price": 18.5', '"memory": 32']),
         doubt="Tencent documents GN7 with NVIDIA T4; its V100 families are GN10X/GN10Xp",
         notes="seed 000 demo table '腾讯云GN7' V100, 18.5 元/小时, 32 GB; family name, not a size"),
    dict(provider="huawei", instance_type="Pi2", gpu="T4", gpu_count=1, currency="CNY",
         on_demand=6.8, source="seed-000", family="inference",
         check=("000", '"name": "华为云Pi2"', ['"gpu": "T4"', '"price": 6.8', '"memory": 16']),
         notes="seed 000 demo table '华为云Pi2' T4, 6.8 元/小时, 16 GB; family name, not a size"),
    dict(provider="baidu", instance_type="BBC", gpu="H800", gpu_count=1, currency="CNY",
         on_demand=45.0, source="seed-000", family="bare-metal",
         check=("000", '"name": "百度云BBC"', ['"gpu": "H800"', '"price": 45.0', '"memory": 80']),
         notes="seed 000 demo table '百度云BBC' (百度智能云 BBC bare-metal) H800, 45.0 元/小时, 80 GB; family name, not a size"),
]

SEED_MEMORY = {"gn7i": 40, "GN7": 32, "Pi2": 16, "BBC": 80}


def seed_text(shared: Path, prefix: str) -> str:
    matches = sorted((shared / "seeds").glob(f"{prefix}_*.txt"))
    if not matches:
        raise SystemExit(f"seed {prefix} not found under {shared / 'seeds'}")
    return matches[0].read_text(encoding="utf-8")


def check_seed_figures(text: str, anchor: str, needles: list[str]) -> None:
    """The needles must appear in the anchor's line / table entry."""
    start = text.find(anchor)
    if start < 0:
        raise SystemExit(f"seed anchor {anchor!r} not found")
    end_candidates = [i for i in (text.find("}", start), text.find("\n", start)) if i > 0]
    segment = re.sub(r"\s+", " ", text[start:min(end_candidates)])
    for needle in needles:
        if needle not in segment:
            raise SystemExit(f"seed figure {needle!r} not found next to {anchor!r}")


def seed_offers(shared: Path, report: Report) -> list[dict]:
    offers = []
    for seed in SEED_OFFERS:
        prefix, anchor, needles = seed["check"]
        check_seed_figures(seed_text(shared, prefix), anchor, needles)
        flags = ["seed-gpu-doubtful"] if seed.get("doubt") else []
        notes = [seed["notes"], "illustrative seed figure"]
        if seed["source"] == "seed-000":  # the demo table states no GPU count
            notes.append("gpu_count 1: the table's flops and memory are one card's")
        if seed.get("doubt"):
            notes.append(f"{seed['doubt']}; GPU kept as the seed states")
        mem = SEED_MEMORY.get(seed["instance_type"])
        offers.append(new_offer(
            provider=seed["provider"], instance_type=seed["instance_type"], family=seed["family"],
            gpu=seed["gpu"], gpu_count=fmt(seed["gpu_count"]), region=UNSPECIFIED_REGION,
            currency=seed["currency"], on_demand=fmt(seed["on_demand"]), source=seed["source"],
            as_of=SOURCE_DATE[seed["source"]], illustrative="1", flags=";".join(flags),
            notes=join_notes(*notes), _mem_gib=mem, _raw=seed["gpu"],
        ))
        report.file_counts[f"seeds/{prefix} ({seed['source']})"] += 1
        report.file_kept[f"seeds/{prefix} ({seed['source']})"] += 1
    return offers


# --- Network supplements (instance-network/*.csv gathered later) --------------

# Per-type network tables that supplement instances.csv: (file, provider column value,
# source key). Where both give a figure and they differ, the supplement's per-type
# figure wins (newer revision, one figure per type instead of a series maximum); every
# such case is listed in the report.
NETWORK_SUPPLEMENT_SOURCE = {"gcp": "gcp-gpu-machine-types", "azure": "azure-size-docs"}


def load_network_supplements(data: Path) -> dict:
    """(provider, instance_type, region or '') -> {gbps, rdma, note, source}."""
    out = {}
    folder = data / "instance-network"
    for row in read_csv(folder / "gcp_gpu_machine_types.csv"):
        gbps = num(row["total_network_gbps"]) or num(row["max_egress_gbps"])
        out[("gcp", row["instance_type"], "")] = {
            "gbps": gbps, "rdma": row["rdma"], "source": "gcp-gpu-machine-types",
            "note": f"Google's per-machine-type maximum network bandwidth{(' (' + row['network_note'] + ')') if row['network_note'] else ''}"}
    for row in read_csv(folder / "azure_gpu_sizes.csv"):
        out[("azure", row["instance_type"], "")] = {
            "gbps": num(row["total_network_gbps"]), "rdma": row["rdma"], "source": "azure-size-docs",
            "note": f"Microsoft size page: Ethernet {row['network_gbps'] or '-'} Gbps"
                    + (f" + InfiniBand {row['rdma_gbps']} Gbps" if row["rdma_gbps"] else "")}
    for row in read_csv(folder / "gpu_clouds.csv"):
        types = row["catalog_instance_types"]
        gbps = num(row["total_network_gbps"])
        if not types or types.startswith("none") or gbps is None:
            continue  # no catalog type, or no figure (Hyperstack's non-optimised flavors)
        region = ""
        match = re.search(r"\(region ([\w-]+) only\)", types)
        if match:
            region = match.group(1)
            types = types[:match.start()].strip()
        source = GPU_CLOUD_NETWORK_SOURCE[row["provider"]]
        for itype in filter(None, (t.strip() for t in types.split(";"))):
            out[(row["provider"], itype, region)] = {
                "gbps": gbps, "rdma": row["rdma"] if row["rdma"] != "none" else "", "source": source,
                "note": f"{row['network_scope']} {fmt(gbps)} Gbps per vendor docs"
                        + (" (a region-level figure, not per instance type)" if region else "")}
    return out


# Google gives a3-edgegpu-8g 600 Gbps in asia-south1 and northamerica-northeast2 and 400
# in every other region (gcp_gpu_machine_types.csv note): type -> (regions of the table
# figure, the figure elsewhere).
GCP_REGIONAL_NETWORK = {"a3-edgegpu-8g": ({"asia-south1", "northamerica-northeast2"}, 400.0)}

GPU_CLOUD_NETWORK_SOURCE = {"lambda": "lambda-network-docs", "hyperstack": "hyperstack-flavor-docs",
                            "ibm": "ibm-vpc-profile-docs", "runpod": "runpod-cluster-docs"}


def apply_network_supplements(offers, supplement: dict, report: "Report") -> None:
    for o in offers:
        entry = supplement.get((o["provider"], o["instance_type"], o["region"])) \
            or supplement.get((o["provider"], o["instance_type"], ""))
        if not entry or entry["gbps"] is None:
            continue
        old = num(o["network_gbps"])
        new = entry["gbps"]
        regional = GCP_REGIONAL_NETWORK.get(o["instance_type"]) if o["provider"] == "gcp" else None
        if regional and o["region"] not in regional[0]:
            new = regional[1]
        if old is not None and abs(old - new) <= DISAGREE * max(old, new):
            continue  # the sources agree: nothing to change
        if old is not None:
            report.network_conflicts.append((o["provider"], o["instance_type"], o["region"], fmt(old), fmt(new), entry["source"]))
        else:
            report.network_filled[o["provider"]] += 1
        o["network_gbps"] = fmt(new)
        if entry["rdma"] and o["rdma"] in ("", "none"):
            o["rdma"] = entry["rdma"]
        o["notes"] = join_notes(o["notes"], f"network_gbps {fmt(new)} from {entry['source']}: {entry['note']}"
                                + (f" (replaces {fmt(old)})" if old is not None else ""))


# --- China clouds (china-clouds/instance_types.csv and list_prices.csv) ----------

# Spec rows by trust label (source_kind): the source key they are filed under, or None
# for rows left out, with the reason.
CHINA_SPEC_SOURCES = {
    ("alibaba", "vendor_doc"): "alibaba-ecs-gpu-docs",
    ("tencent", "vendor_doc"): "tencent-gpu-docs",
    ("tencent", "secondary_list"): "tencent-hpc-instance-list",
    ("huawei", "otc_doc_same_flavor_name"): "huawei-sdk-otc-docs",
    ("baidu", "vendor_api_doc_example"): "baidu-bcc-api-docs",
    ("baidu", "sdk_test_name+vendor_api_appendix"): "baidu-bcc-sdk-appendix",
}
CHINA_LEFT_OUT = {
    "otc_doc_only": "Huawei: flavor known only from Open Telekom Cloud's docs (Europe); Huawei's own list does not name it, so it is not presented as a Huawei Cloud offer",
    "sdk_enum_name_only": "Huawei: flavor name from the SDK enum with no specs (no GPU, count or memory)",
    "secondary_readme": "Alibaba: only a third-party README names GPU and count; no memory variant, no vendor spec row",
}
# The china-clouds folder was assembled on this date; rows whose stored copy is undated
# carry it as an upper bound (SOURCE.md), never as a price date.
CHINA_FILED = "2026-12-01"

CHINA_FAMILY = {"gpu_inference": "inference", "gpu_bare_metal": "bare-metal", "vgpu": "graphics",
                "vgpu_shared_cpu": "graphics", "rendering": "graphics", "rendering_vgpu": "graphics"}

# Price rows by source_kind: the source key, or None (left out, with the reason).
CHINA_PRICE_SOURCES = {"blog_secondary": "arthurchiao-gpu-prices"}
CHINA_PRICE_LEFT_OUT = {
    "vendor_doc_legacy": "Tencent legacy price page: undated, so no as-of date can be given (a date would have to be invented); the offer needs a quote",
    "vendor_doc_excerpt_unlocated": "Tencent international-site excerpt: undated and not located in a repository; the offer needs a quote",
    "vendor_doc_other_product": "Baidu BML workspace packages: a platform product, not a BCC instance type",
    "blog_seed_illustrative": "the seeds' illustrative figures: already in the catalog as seed rows (illustrative)",
}


def china_gpu(raw: str, resolver: "Resolver", memory_gb):
    """(model or None, flags, why-not) for the instance table's GPU cell."""
    flags = []
    name = raw.strip()
    for suffix, flag in ((" (inferred)", "gpu-inferred"), (" (secondary)", "gpu-secondary")):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            flags.append(flag)
    if not name:
        return None, flags, "no GPU named"
    if name == "A100" and memory_gb is None:
        return None, flags, "generic 'A100' with no memory: the variant is not stated"
    model = resolver.alias(name)
    if model is None:
        return None, flags, f"GPU '{name}' is not a catalog model (unnamed, or not a GPU)"
    return model, flags, ""


def gpu_fraction(row) -> float | None:
    match = re.match(r"^\s*(\d+)\s*/\s*(\d+)", row["gpu_fraction"])
    if match:
        return int(match.group(1)) / int(match.group(2))
    return num(row["gpu_count"])


def china_spec_offer(row, resolver, report):
    kind = row["source_kind"]
    source = CHINA_SPEC_SOURCES.get((row["provider"], kind))
    if source is None:
        report.leave_out(CHINA_LEFT_OUT.get(kind, f"china-clouds row with trust label {kind}"),
                         f"{row['provider']} {row['instance_type']}")
        return None
    memory = num(row["gpu_memory_gb"])
    model, flags, why = china_gpu(row["gpu"], resolver, memory)
    if model is None:
        report.leave_out(f"china-clouds: {why}", f"{row['provider']} {row['instance_type']} [{row['gpu']}]")
        return None
    count = gpu_fraction(row)
    if not count:
        report.leave_out("china-clouds: no GPU count", f"{row['provider']} {row['instance_type']}")
        return None
    rdma = "erdma" if row["rdma"].lower().startswith("erdma") else ""
    gbps = num(row["network_gbps"]) if re.fullmatch(r"[\d.]+", row["network_gbps"].strip() or "x") else None
    notes = [f"vendor family {row['family']}"]
    if flags:
        notes.append(f"GPU as the source gives it: '{row['gpu']}' (named in the vendor table: {row['gpu_named_in_source']})")
    if row["gpu_fraction"]:
        notes.append(f"vGPU share {row['gpu_fraction']} of one GPU ({row['gpu_memory_total_gb']} GB)")
    if gbps is not None:
        notes.append(f"network: {row['network_note'] or 'private network'}")
    if rdma:
        notes.append(f"RDMA: {row['rdma']}")
    if row["regions"]:
        notes.append(f"zones per source: {row['regions']}")
    if row["availability_note"]:
        notes.append(f"availability: {row['availability_note']}")
    if kind == "otc_doc_same_flavor_name":
        notes.append("flavor named in Huawei Cloud's own SDK list; specs from Open Telekom Cloud's docs for the same flavor name")
    if row["notes"]:
        notes.append(row["notes"])
    as_of = row["as_of"] or CHINA_FILED
    if not row["as_of"]:
        notes.append(f"source copy undated: as_of {CHINA_FILED} is when the reference data was filed (upper bound)")
    notes.append("no list price: needs a quote")
    family = CHINA_FAMILY.get(row["category"]) or family_for(model, row["instance_type"], count, rdma)
    whole = not row["gpu_fraction"] or count >= 1
    return new_offer(
        provider=row["provider"], instance_type=row["instance_type"], family=family, gpu=model,
        gpu_count=fmt(round(count, 6)), vcpus=fmt(num(row["vcpus"])), ram_gib=fmt(num(row["memory_gib"])),
        network_gbps=fmt(gbps), rdma=rdma, region=UNSPECIFIED_REGION, currency=PROVIDERS[row["provider"]][3],
        source=source, as_of=as_of, illustrative="0", flags=";".join(flags), notes=join_notes(*notes),
        trust=kind, _mem_gib=memory if whole else None, _raw=row["gpu"],
    )


def china_priced_offer(spec: dict, prices: list[dict]) -> dict:
    """A spec offer priced from the list-price rows of one instance type and region."""
    offer = dict(spec)
    first = prices[0]
    region = first["region"].split(" ")[0]
    notes = [n for n in spec["notes"].split("; ") if n != "no list price: needs a quote"]
    for p in prices:
        price = num(p["price"])
        if p["billing_mode"] == "monthly":
            offer["monthly"] = fmt(round(price / 730, 6))
            notes.append(f"monthly {p['price']} {p['currency']} per month (包月) / 730 hours")
        else:
            offer["on_demand"] = fmt(price)
        if p["notes"]:
            notes.append(p["notes"])
    offer.update(region=region, currency=first["currency"], source=CHINA_PRICE_SOURCES[first["source_kind"]],
                 as_of=SOURCE_DATE[CHINA_PRICE_SOURCES[first["source_kind"]]], notes=join_notes(*dict.fromkeys(notes)))
    add_flag(offer, "secondary-price")
    return offer


def china_offers(data: Path, resolver: "Resolver", report: "Report") -> list[dict]:
    folder = data / "china-clouds"
    rows = read_csv(folder / "instance_types.csv")
    report.file_counts["china-clouds/instance_types.csv"] = len(rows)
    specs = {}
    for row in rows:
        offer = china_spec_offer(row, resolver, report)
        if offer:
            specs[(row["provider"], row["instance_type"])] = offer
    report.file_kept["china-clouds/instance_types.csv"] = len(specs)
    prices = read_csv(folder / "list_prices.csv")
    report.file_counts["china-clouds/list_prices.csv"] = len(prices)
    grouped = defaultdict(list)
    for p in prices:
        kind = p["source_kind"]
        if kind not in CHINA_PRICE_SOURCES:
            report.leave_out(f"china-clouds price: {CHINA_PRICE_LEFT_OUT[kind]}",
                             f"{p['provider']} {p['instance_type'] or p['family']} {p['billing_mode']}")
            continue
        spec = specs.get((p["provider"], p["instance_type"]))
        if spec is None:
            report.leave_out("china-clouds price without a spec row", f"{p['provider']} {p['instance_type']}")
            continue
        grouped[(p["provider"], p["instance_type"], p["region"])].append(p)
    priced = [china_priced_offer(specs[(prov, itype)], rows_) for (prov, itype, _r), rows_ in sorted(grouped.items())]
    report.file_kept["china-clouds/list_prices.csv"] = sum(len(v) for v in grouped.values())
    return list(specs.values()) + priced


def merge_china(offers: list[dict], china: list[dict]) -> list[dict]:
    """A seed row for the same instance type and region keeps its illustrative price and
    gains the vendor's specs; every other China row is added as it is."""
    index = {(o["provider"], o["instance_type"], o["region"], o["zone"]): o for o in offers}
    for c in china:
        key = (c["provider"], c["instance_type"], c["region"], c["zone"])
        seed = index.get(key)
        if seed is None:
            offers.append(c)
            continue
        for col in ("vcpus", "ram_gib", "network_gbps", "rdma", "trust"):
            seed[col] = seed[col] or c[col]
        if seed["gpu"] != c["gpu"]:
            add_flag(seed, "seed-gpu-doubtful")
        notes = [n for n in c["notes"].split("; ") if n != "no list price: needs a quote"]
        seed["notes"] = join_notes(seed["notes"], f"specs from {c['source']}: " + "; ".join(notes))
    return offers


# --- Checks across offers -----------------------------------------------------

# GPUs with FP8 tensor support (Hopper, Ada, Blackwell, CDNA3): the report lists those
# whose FP8 figure no source gives.
HAS_FP8 = {"H100-SXM", "H100-PCIe", "H100-NVL", "H200", "H800", "H20", "GH200", "B200", "B300", "L4", "L40", "L40S",
           "L20", "RTX4060", "RTX4060Ti", "RTX4070", "RTX4070TiSuper", "RTX4090", "RTX5070", "RTX5090",
           "RTX4000-Ada", "RTX5880-Ada", "RTX6000-Ada", "RTXPRO6000", "MI300X"}

OUTLIER_FACTOR = 5.0


def per_gpu_price(offer):
    if not offer["on_demand"] or not offer["gpu_count"] or not offer["gpu"]:
        return None
    return float(offer["on_demand"]) / float(offer["gpu_count"])


def gpu_price_medians(offers) -> dict:
    """Median per-GPU-hour on-demand per (GPU, currency): the median of each
    provider's own median, so a provider with 50 regions counts once.
    Placeholder and illustrative rows do not feed the median."""
    by_provider = defaultdict(lambda: defaultdict(list))
    for o in offers:
        price = per_gpu_price(o)
        if price is None or "placeholder-price" in o["flags"] or o["illustrative"] == "1":
            continue
        by_provider[(o["gpu"], o["currency"])][o["provider"]].append(price)
    return {
        key: (statistics.median(statistics.median(v) for v in providers.values()), len(providers))
        for key, providers in by_provider.items()
    }


def flag_outliers(offers, medians) -> None:
    for o in offers:
        price = per_gpu_price(o)
        median = medians.get((o["gpu"], o["currency"]))
        if price is None or median is None or median[1] < 2:
            continue  # one provider alone is no yardstick
        ratio = price / median[0]
        if ratio > OUTLIER_FACTOR or ratio < 1 / OUTLIER_FACTOR:
            add_flag(o, "price-outlier")
            o["notes"] = join_notes(o["notes"], f"per-GPU on-demand {fmt(round(price, 4))} {o['currency']}/h is {fmt(round(ratio, 2))}x the cross-provider median {fmt(round(median[0], 4))} for {o['gpu']}")


def flag_memory(offers, vram: dict) -> None:
    """Per-GPU memory stated by the source vs the model's VRAM (GB or GiB)."""
    for o in offers:
        stated, model_gb = o.get("_mem_gib"), vram.get(o["gpu"])
        if not stated or not model_gb:
            continue
        candidates = (model_gb, model_gb * 1e9 / 2**30)
        if all(abs(stated - c) / c > 0.12 for c in candidates):
            add_flag(o, "memory-mismatch")
            o["notes"] = join_notes(o["notes"], f"source states {fmt(round(stated, 2))} GB per GPU; {o['gpu']} has {fmt(model_gb)} GB")


def add_flag(offer, flag) -> None:
    flags = [f for f in offer["flags"].split(";") if f]
    if flag not in flags:
        flags.append(flag)
    offer["flags"] = ";".join(flags)


def check_unique(offers) -> None:
    seen = Counter((o["provider"], o["instance_type"], o["region"], o["zone"]) for o in offers)
    dupes = [k for k, n in seen.items() if n > 1]
    if dupes:
        raise SystemExit(f"offers not unique on (provider, instance_type, region, zone): {dupes[:5]}")


def price_file_vram(offers) -> dict:
    """Per-GPU VRAM stated by price files, for GPUs no spec source covers."""
    values = defaultdict(list)
    for o in offers:
        if o.get("_mem_gib") and o["gpu"]:
            values[o["gpu"]].append((o["_mem_gib"], o["source"]))
    out = {}
    for model, items in values.items():
        mems = sorted(m for m, _ in items)
        sources = sorted({s for _, s in items})
        out[model] = (round(statistics.median(mems), 2), f"from price files ({', '.join(sources)}; GiB as listed, median)")
    return out


# ---------------------------------------------------------------------------
# Providers
# ---------------------------------------------------------------------------

PROVIDER_HEADER = [
    "key", "name", "name_zh", "kind", "home_currency", "sla_percent", "sla_applies_to",
    "marketplace", "sla_source", "sla_as_of", "notes",
]

# key: (name, name_zh, kind, currency, (provider_sla.csv provider, service) or None, marketplace, notes)
PROVIDERS = {
    "aws": ("Amazon Web Services", "亚马逊云科技", "hyperscaler", "USD", ("AWS", "EC2 (Amazon Compute SLA) - Instance-Level SLA"), "0",
            "Region-Level SLA 99.99 % needs instances across >=2 AZs; spot prices here are estimates"),
    "azure": ("Microsoft Azure", "微软 Azure", "hyperscaler", "USD", ("Microsoft Azure", "Virtual Machines - Single Instance, Premium SSD or Ultra Disk"), "0",
              "single VM on Standard SSD 99.5 %, Standard HDD 95 %; 99.95 % availability set, 99.99 % across zones; Spot VMs have no SLA"),
    "gcp": ("Google Cloud", "谷歌云", "hyperscaler", "USD", ("Google Cloud", "Compute Engine - Single Instance of all other families (Premium Tier)"), "0",
            "99.99 % multi-zone; Spot VMs excluded from the SLA; GPU VMs stop for host maintenance"),
    "alibaba": ("Alibaba Cloud", "阿里云", "hyperscaler", "CNY", ("Alibaba Cloud", "ECS - single instance"), "0",
                "SLA figure from a third-party aggregator (unverified); Alibaba's ECS Reservation SLA excludes GPU instance types; GPU instance types and specs from Alibaba's docs (no current list price: quotes needed); a few cn-shanghai prices of 2023 from a blog copy of the console; seed rows are illustrative"),
    "tencent": ("Tencent Cloud", "腾讯云", "hyperscaler", "CNY", None, "0",
                "CVM SLA exists but no stored copy showed the percentage; GPU instance types and specs from Tencent's docs (no dated list price: quotes needed); seed rows are illustrative"),
    "huawei": ("Huawei Cloud", "华为云", "hyperscaler", "CNY", None, "0",
               "ECS SLA exists but no stored copy showed the percentage; flavors Huawei's SDK names, with specs from Open Telekom Cloud's docs (quotes needed); seed rows are illustrative"),
    "baidu": ("Baidu AI Cloud", "百度智能云", "hyperscaler", "CNY", None, "0",
              "BCC SLA exists but no stored copy showed the percentage; two BCC GPU spec names from Baidu's API docs and SDK (quotes needed); seed rows are illustrative"),
    "lambda": ("Lambda", "Lambda", "gpu-cloud", "USD", None, "0", "no public uptime SLA located"),
    "runpod": ("RunPod", "RunPod", "gpu-cloud", "USD", ("RunPod", "Pods - Secure Cloud"), "0",
               "no customer SLA; Secure Cloud (partner datacentres) vs Community Cloud (marketplace hosts) is per offer - see offers' notes; all rows here are Secure Cloud"),
    "vast": ("Vast.ai", "Vast.ai", "marketplace", "USD", ("Vast.ai", "Marketplace instances - On-demand"), "1",
             "no platform SLA; each offer has a host reliability score 0-1 (not in this catalog); Vast suggests >=0.95 for important work"),
    "do": ("DigitalOcean", "DigitalOcean", "gpu-cloud", "USD", None, "0",
           "CPU Droplet SLA 99.99 % does not apply to GPU Droplets; GPU Droplet SLA page not retrieved"),
    "fluidstack": ("Fluidstack", "Fluidstack", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "hyperbolic": ("Hyperbolic", "Hyperbolic", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "hyperstack": ("Hyperstack", "Hyperstack", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "ibm": ("IBM Cloud", "IBM 云", "hyperscaler", "USD", ("IBM Cloud", "VPC Virtual Servers (IBM Cloud GA services)"), "0",
            "IBM: 'All IBM Cloud GA services have a Service Level Agreement of 99.99% availability'; SLOs are stated for HA configurations and may vary for single-zone deployments"),
    "jarvislabs": ("JarvisLabs.ai", "JarvisLabs.ai", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "mithril": ("Mithril", "Mithril", "gpu-cloud", "USD", None, "0", "no SLA located; catalog prices look like placeholders"),
    "nebius": ("Nebius", "Nebius", "gpu-cloud", "USD", ("Nebius", "Compute - Virtual Machine"), "0",
               "99.5 % per VM from a third-party reading; interruptible VMs not covered"),
    "paperspace": ("Paperspace (DigitalOcean)", "Paperspace", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "seeweb": ("Seeweb", "Seeweb", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "verda": ("Verda (formerly DataCrunch)", "Verda", "gpu-cloud", "USD", None, "0", "no SLA located"),
    "yotta": ("Yotta", "Yotta", "gpu-cloud", "USD", None, "0", "no SLA located"),
}

SLA_SOURCE_KEY = {"AWS": "sla-aws", "Google Cloud": "sla-gcp", "Microsoft Azure": "sla-azure",
                  "Alibaba Cloud": "sla-alibaba", "Nebius": "sla-nebius", "IBM Cloud": "sla-ibm",
                  "RunPod": "sla-runpod", "Vast.ai": "sla-vast"}


def build_providers(data: Path) -> list[dict]:
    sla = {(r["provider"], r["service"]): r for r in read_csv(data / "stability" / "provider_sla.csv")}
    rows = []
    for key, (name, name_zh, kind, currency, sla_key, market, notes) in PROVIDERS.items():
        row = {"key": key, "name": name, "name_zh": name_zh, "kind": kind, "home_currency": currency,
               "marketplace": market, "notes": notes}
        if sla_key:
            entry = sla[sla_key]  # KeyError = provider_sla.csv changed: fail loudly
            row.update(sla_percent=fmt(num(entry["sla_percent"])),
                       sla_applies_to=f"{entry['service']}: {entry['applies_to']}",
                       sla_source=SLA_SOURCE_KEY[entry["provider"]], sla_as_of=entry["source_date"])
            if not entry["source_date"]:
                row["notes"] = join_notes(row["notes"], "SLA source undated")
        else:
            row["sla_applies_to"] = "no published compute SLA found; the app's editable 'no SLA' default applies"
        rows.append(row)
    return sorted(rows, key=lambda r: r["key"])


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

EPOCH_CREDIT = "Epoch AI, 'Data on Machine Learning Hardware', published online at epoch.ai"

# Seed 004's own figures for instances that come from real rows.
SEED_COMPARISON = [
    ("AWS", "p5.48xlarge", "8×H100", "$134", "aws", "p5.48xlarge", "us-east-1"),
    ("AWS", "p4d.24xlarge", "8×A100", "$32.77", "aws", "p4d.24xlarge", "us-east-1"),
    ("AWS", "g5.xlarge", "1×A10G", "$1.01", "aws", "g5.xlarge", "us-east-1"),
    ("AWS", "g4dn.xlarge", "1×T4", "$0.526", "aws", "g4dn.xlarge", "us-east-1"),
    ("Azure", "ND H100 v5", "8×H100", "$30+", "azure", "Standard_ND96isr_H100_v5", "eastus"),
    ("Azure", "NC A100 v4", "4×A100", "$13.50", "azure", "Standard_NC96ads_A100_v4", "eastus"),
    ("Azure", "NCas T4 v3", "1×T4", "$1.35", "azure", "Standard_NC4as_T4_v3", "eastus"),
    ("Azure", "NCas T4 v3", "1×T4", "$1.35", "azure", "Standard_NC8as_T4_v3", "eastus"),
    ("Azure", "NCas T4 v3", "1×T4", "$1.35", "azure", "Standard_NC16as_T4_v3", "eastus"),
    ("GCP", "a3-highgpu-8g", "8×H100", "$59.60", "gcp", "a3-highgpu-8g", "us-central1"),
    ("GCP", "a2-highgpu-8g", "8×A100", "$37.20", "gcp", "a2-highgpu-8g", "us-central1"),
    ("GCP", "g2-standard-4", "1×L4", "$0.65", "gcp", "g2-standard-4", "us-central1"),
]

SEED_GPU_CLOUDS = [
    ("Lambda Labs", "H100", "$1.99", "lambda", {"H100-SXM", "H100-PCIe"}),
    ("RunPod", "A100 80GB", "$0.99", "runpod", {"A100-80GB", "A100-80GB-PCIe"}),
    ("Vast.ai", "各种", "$0.5-2", "vast", None),
]


def md_table(header, rows) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |" for r in rows]
    return out


def price_range(values) -> str:
    values = sorted(values)
    if not values:
        return "—"
    return fmt(values[0]) if values[0] == values[-1] else f"{fmt(values[0])}–{fmt(values[-1])}"


def seed_vs_catalog(offers) -> list[str]:
    index = defaultdict(list)
    for o in offers:
        index[(o["provider"], o["instance_type"])].append(o)
    rows = []
    for cloud, seed_name, seed_gpu, seed_price, provider, itype, region in SEED_COMPARISON:
        found = index.get((provider, itype), [])
        if not found:
            raise SystemExit(f"seed-named instance {provider} {itype} missing from offers")
        local = [o for o in found if o["region"] == region]
        od = [float(o["on_demand"]) for o in found if o["on_demand"]]
        gpu = f"{found[0]['gpu_count']}×{found[0]['gpu']}"
        here = local[0]["on_demand"] if local else "—"
        rows.append((cloud, seed_name, seed_gpu, seed_price, itype, gpu, f"{region}: {here}",
                     f"{price_range(od)} ({len(found)} regions)", found[0]["source"], found[0]["as_of"]))
    for cloud, seed_gpu, seed_price, provider, models in SEED_GPU_CLOUDS:
        found = [o for o in offers if o["provider"] == provider and (models is None or o["gpu"] in models)]
        per_gpu = [per_gpu_price(o) for o in found if per_gpu_price(o) is not None]
        rows.append((cloud, "(GPU cloud)", seed_gpu, seed_price, f"{len(found)} offers", ", ".join(sorted({o['gpu'] for o in found})) if models else "various",
                     "per GPU-hour:", f"{price_range([round(p, 4) for p in per_gpu])}", found[0]["source"], found[0]["as_of"]))
    return md_table(["cloud", "seed instance", "seed GPU", "seed price/h", "catalog instance", "catalog GPU",
                     "catalog on-demand (USD/h)", "catalog range", "source", "as_of"], rows)


def build_report(offers, gpus, providers, aliases, report: Report, medians) -> str:
    lines = ["# GpuScout bundled catalog — build report", "",
             "Generated by `resources/catalog/build_catalog.py`; do not edit by hand.", ""]
    lines += report_counts(offers, gpus, providers, aliases, report)
    lines += report_left_out(report)
    lines += report_unresolved(report, gpus)
    lines += report_flags(offers)
    lines += report_coverage(offers, gpus, providers)
    lines += report_supplements(report)
    lines += ["## Seed vs catalog", "",
              "Seed 004's figures for instances that come from real rows (not added as offers). "
              "Seed prices are illustrative and older; catalog prices are the sources' list prices.", ""]
    lines += seed_vs_catalog(offers) + [""]
    lines += report_interruption()
    lines += report_medians(medians)
    lines += report_choices()
    lines += report_measurements(report)
    lines += ["## Credits", "",
              f"- GPU specifications: {EPOCH_CREDIT} (CC BY 4.0).",
              "- gmasse/gpu-specs (Apache-2.0); aws/karpenter-provider-aws and getmoto/moto (Apache-2.0).",
              "- Microsoft Learn and Google Cloud documentation (CC BY 4.0).",
              "- SkyPilot-format catalogs (skypilot-org/skypilot-catalog, anycloud-sh/catalog): no licence file; "
              "public list prices credited with commit and date in sources.csv.",
              "- AWS Spot Instance Advisor feed snapshot 2025-06-28 (AWS public data).",
              "- Measured performance: Spare Cores (sc-inspector-data, CC BY-SA 4.0); MLPerf(R) Training and Inference "
              "results (MLCommons; derived figures not verified by MLCommons Association); MLCommons' reference "
              "convergence points (mlcommons/logging, Apache-2.0).", ""]
    return "\n".join(lines)


def report_measurements(report) -> list[str]:
    kept, left_out = report.measurements
    lines = ["## Measurements", "",
             f"measurements.csv: {kept} rows (see build_measurements.py). Rows left out:", "",
             "| reason | rows |", "|---|---|"]
    for reason, count in sorted(left_out.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {reason.replace('|', '/')} | {count} |")
    return lines + [""]


def report_counts(offers, gpus, providers, aliases, report) -> list[str]:
    by_provider = Counter(o["provider"] for o in offers)
    lines = ["## Counts", "",
             f"- offers.csv: {len(offers)} rows; gpus.csv: {len(gpus)}; gpu_aliases.csv: {len(aliases)}; "
             f"providers.csv: {len(providers)}; sources.csv: {len(SOURCES)}", ""]
    lines += ["### Offers per provider", ""]
    lines += md_table(["provider", "offers", "illustrative", "with spot", "with network_gbps"], [
        (p, n, sum(o["illustrative"] == "1" for o in offers if o["provider"] == p),
         sum(bool(o["spot"]) for o in offers if o["provider"] == p),
         sum(bool(o["network_gbps"]) for o in offers if o["provider"] == p))
        for p, n in sorted(by_provider.items())])
    lines += ["", "### Rows per input file", ""]
    lines += md_table(["file", "rows read", "offers written", "left out"], [
        (f, report.file_counts[f], report.file_kept[f], report.file_counts[f] - report.file_kept[f])
        for f in sorted(report.file_counts)])
    return lines + [""]


def report_left_out(report) -> list[str]:
    lines = ["## Rows left out (and why)", ""]
    rows = []
    for reason in sorted(report.left_out):
        examples = report.left_out[reason]
        shown = ", ".join(examples[:4]) + (" …" if len(examples) > 4 else "")
        rows.append((reason, len(examples), shown))
    lines += md_table(["reason", "rows", "examples"], rows)
    aws_kinds = Counter()
    for reason, examples in report.left_out.items():
        if reason.startswith("AWS non-GPU"):
            for e in examples:
                aws_kinds[e.split("[")[1].rstrip("]")] += 1
    if aws_kinds:
        lines += ["", "AWS non-GPU accelerator instances by accelerator: " +
                  ", ".join(f"{k} {v}" for k, v in sorted(aws_kinds.items())) + "."]
    return lines + [""]


def report_unresolved(report, gpus) -> list[str]:
    lines = ["## Unresolved GPU names", ""]
    if report.unresolved:
        lines += md_table(["file", "provider", "GPU name", "instance"], report.unresolved)
    else:
        lines.append("None: every GPU row resolved to a model in gpus.csv (TPU and non-GPU rows are excluded above).")
    unknown = [g["model"] for g in gpus if "specs unknown" in g["source"]]
    partial = [g["model"] for g in gpus if not g["fp16_tflops"] and "specs unknown" not in g["source"]]
    no_fp8 = [g["model"] for g in gpus if not g["fp8_tflops"] and g["model"] in HAS_FP8]
    lines += ["", f"GPUs with specs unknown (no specification source; only price-file VRAM, if any): {', '.join(unknown) or 'none'}.",
              "", f"GPUs without a dense tensor FP16/BF16 figure in any source (fp16_tflops empty): {', '.join(partial) or 'none'}.",
              "", f"GPUs that have FP8 but no FP8 figure in any source (fp8_tflops empty): {', '.join(no_fp8) or 'none'}.", ""]
    return lines


def report_flags(offers) -> list[str]:
    counts = Counter()
    examples = defaultdict(list)
    for o in offers:
        for flag in filter(None, o["flags"].split(";")):
            counts[flag] += 1
            if len(examples[flag]) < 4:
                examples[flag].append(f"{o['provider']} {o['instance_type']} {o['region']}".strip())
    lines = ["## Flags", ""]
    lines += md_table(["flag", "offers", "examples"], [(f, counts[f], "; ".join(examples[f])) for f in sorted(counts)])
    return lines + [""]


def coverage_counts(offers, gpus, providers) -> dict:
    """The figures `gpuscout catalog stats` prints (models/catalog/CatalogStats.h), at FP16/BF16."""
    spec = {g["model"]: g for g in gpus}
    sla = {p["key"]: bool(p.get("sla_percent")) for p in providers}
    def counts(rows):
        return {
            "offers": len(rows),
            "compute": sum(bool(spec[o["gpu"]]["fp16_tflops"]) for o in rows),
            "vram": sum(bool(spec[o["gpu"]]["vram_gb"]) for o in rows),
            "network": sum(bool(o["network_gbps"]) for o in rows),
            "stability": sum(sla[o["provider"]] for o in rows),
            "on-demand": sum(bool(o["on_demand"]) for o in rows),
            "spot": sum(bool(o["spot"]) for o in rows),
            "reserved-1y": sum(bool(o["reserved_1y"]) for o in rows),
            "monthly": sum(bool(o["monthly"]) for o in rows),
            "needs-quote": sum(not any(o[m] for m in ("on_demand", "spot", "reserved_1y", "monthly")) for o in rows),
        }
    out = {"all": counts(offers)}
    for key in sorted({o["provider"] for o in offers}):
        out[key] = counts([o for o in offers if o["provider"] == key])
    return out


def report_coverage(offers, gpus, providers) -> list[str]:
    cov = coverage_counts(offers, gpus, providers)
    cols = ["offers", "compute", "vram", "network", "stability", "on-demand", "spot", "reserved-1y", "monthly", "needs-quote"]
    total = cov["all"]
    lines = ["## Coverage (what `gpuscout catalog stats` prints)", "",
             "Offers with a known figure, at FP16/BF16. *stability* counts offers whose provider publishes a "
             "single-instance SLA (the others use the editable 'no SLA' default); *needs-quote* offers have specs "
             "and no price at all.", "",
             f"- compute known for {total['compute']} of {total['offers']} offers "
             f"({100 * total['compute'] / total['offers']:.1f} %), VRAM for {total['vram']} "
             f"({100 * total['vram'] / total['offers']:.1f} %), network for {total['network']}.", ""]
    lines += md_table(["provider"] + cols, [(k, *[v[c] for c in cols]) for k, v in cov.items()])
    unknown = Counter(o["gpu"] for o in offers if not next(g for g in gpus if g["model"] == o["gpu"])["fp16_tflops"])
    lines += ["", "Offers whose compute stays unknown, by GPU (no FP16/BF16 tensor figure is published for these "
              "tensor-core GPUs in any source here; none is derived): "
              + (", ".join(f"{g} {n}" for g, n in unknown.most_common()) or "none") + ".", ""]
    return lines


def report_supplements(report) -> list[str]:
    lines = ["## Supplements: precedence and disagreements", "",
             "GPU specifications (`gpus.csv`), per field: a vendor datasheet or whitepaper figure from "
             "`gpu-specs/datasheet_supplement.csv` (source_kind vendor) > Epoch AI > gmasse/gpu-specs > a secondary "
             "supplement figure > the per-GPU memory a price file lists. A secondary figure replaces an earlier one only "
             "where the supplement's notes show the earlier figure belongs to another product (listed below). GPUs "
             "without tensor units (K80, K520, M60, P4, P40, P100, Quadro M4000/P4000, MI25, Radeon Pro V520) get as "
             "`fp16_tflops` their fastest FP16 rate: packed FP16 where it beats FP32 (P100 19.1, MI25 24.6), else the "
             "FP32 rate, since FP16/BF16 work runs at the FP32 rate on them; their `source` says so.", "",
             "Disagreements above 1 % between the supplement and the figure the catalog had:", ""]
    lines += md_table(["GPU", "field", "before", "from", "supplement", "kind", "kept", "why"],
                      [(c["model"], c["field"], c["before"], c["before_source"], c["supplement"], c["supplement_kind"],
                        c["kept"], c["why"]) for c in report.spec_conflicts])
    lines += ["", "Instance network (`network_gbps`): `instance-network/instances.csv` first, then the per-type "
              "supplements: GCP `gcp_gpu_machine_types.csv` (Google's per-machine-type maximum, which already counts "
              "the GPU NICs), Azure `azure_gpu_sizes.csv` (Ethernet + InfiniBand), `gpu_clouds.csv` (Lambda's "
              "region-level 'up to 200 Gbps between instances' for us-west-3 and us-south-1 only, Hyperstack's "
              "network-optimised flavors 'up to 350 Gbps', IBM's per-profile cap). Where both give a figure the "
              "per-type supplement wins; the note of each offer names the source of its figure.", ""]
    filled = ", ".join(f"{p} {n}" for p, n in sorted(report.network_filled.items())) or "none"
    lines.append(f"- Unknown network figures filled: {filled}.")
    if report.network_conflicts:
        lines += ["", "Figures a supplement changed:", ""]
        lines += md_table(["provider", "instance", "region", "before", "after", "source"], report.network_conflicts)
    else:
        lines.append("- Where `instances.csv` and a supplement both give a figure they agree (within 1 %).")
    lines += ["", "China clouds (`china-clouds/`): every instance type with a catalog GPU becomes an offer with its "
              "specs and no price (region `unspecified`, the vendor's currency): it needs a quote. `trust` keeps the "
              "row's `source_kind`; a GPU the vendor table does not name carries the flag `gpu-inferred` (Alibaba "
              "gn7/gn7e/gn8v) or `gpu-secondary` (Tencent PNV5b). Huawei flavors known only from Open Telekom "
              "Cloud's docs, flavor names without specs and unnamed GPUs are left out (above). Of `list_prices.csv` only "
              "the dated Alibaba cn-shanghai prices (2023-06, a blog copy of the console: flag `secondary-price`) are "
              "used; monthly (包月) prices are divided by 730 hours. A seed row for the same instance type keeps its "
              "illustrative price and gains the vendor's specs.", "",
              "Other disagreements the supplements show, kept as they are:", "",
              "- Azure NCv3 carries V100 **PCIe** cards (Microsoft: 'NVIDIA Tesla V100 16GB (PCIe)'); the catalog's "
              "V100-16GB has the SXM2 figures (PCIe: 14 FP32 / 112 tensor TFLOPS, 250 W). No separate model was made.",
              "- GCP a3-megagpu-8g: 1,800 Gbps in the machine-type and overview tables vs 'up to 1,600' in the newest "
              "network-page list (1,800 used); a3-edgegpu-8g: 600 in asia-south1 and northamerica-northeast2, 400 "
              "elsewhere (the catalog had 600 everywhere; now 400 outside those two regions, as the source says).",
              "- Ascend 910B: secondary sources conflict (32 vs 64 GB; FP16 320-376); Epoch's figures kept, unverified.",
              "- A10G TDP 150 W (Epoch) vs 300 W (an nvidia-smi power limit): kept 150 W, the supplement calls its figure uncertain.",
              "- K80 FP32/FP64: Epoch's board figures halved (4.063/1.371) vs boost figures (4.365/1.455): Epoch kept.",
              "- Alibaba blog prices: gn6i-c40g1.10xlarge per hour below gn6i-c24g1.6xlarge, gn6e-c12g1.3xlarge per hour "
              "below gn6v-c8g1.2xlarge: copied as the source gives them (notes say so).",
              "- The seeds' own mistakes stay flagged `seed-gpu-doubtful`: Alibaba gn7i is A10 (not A100); Tencent GN7 is "
              "T4 (not V100); no Alibaba table lists ecs.gn7i-c32g1.4xlarge.",
              "- Seeweb: 12 sizes have no region in the source; they carry the placeholder region `unspecified`.", ""]
    return lines


def report_interruption() -> list[str]:
    lines = ["## Spot interruption mapping (AWS)", "",
             "`spot_interruption` = monthly interruption rate as a fraction, from the AWS Spot Instance Advisor "
             "bucket of the type in us-east-1 (snapshot 2025-06-28), using the bucket's upper bound:", ""]
    lines += md_table(["Spot Advisor bucket", "spot_interruption", "flag"],
                      [(b, fmt(v), "interruption-at-least" if b == ">20%" else "") for b, v in INTERRUPTION_UPPER.items()])
    lines += ["", "`>20%` has no upper bound: 0.20 is a floor, so those rows carry `interruption-at-least`. "
              "Other providers publish no per-type rate (Azure's eviction rates are portal-only; GCP publishes none): empty.",
              "", "AWS `spot` is estimated as on-demand × (1 − savings%/100) from the same Spot Advisor row "
              "(flag `estimated-spot`): savings are a 30-day average across AZs as of 2025-06-28, applied to the "
              "2026-01-19 on-demand price. Types missing from the feed (p6-b200, g6f, gr6f) have no spot figure.", ""]
    return lines


def report_medians(medians) -> list[str]:
    lines = ["## Per-GPU on-demand medians (price-outlier yardstick)", "",
             f"Median of each provider's median per-GPU-hour on-demand price; an offer more than {fmt(OUTLIER_FACTOR)}× "
             "above or below it is flagged `price-outlier` (only where ≥2 providers price the GPU).", ""]
    rows = [(g, c, fmt(round(m, 4)), n) for (g, c), (m, n) in sorted(medians.items())]
    return lines + md_table(["gpu", "currency", "median per GPU-hour", "providers"], rows) + [""]


def report_choices() -> list[str]:
    return ["## Choices and caveats", "",
            "- Azure ND sizes with InfiniBand: `network_gbps` = Microsoft's Ethernet Max Bandwidth + the InfiniBand "
            "total from the same docs (e.g. ND H100 v5 80 + 3200), because AWS and GCP figures already include their "
            "RDMA fabric; the note on each row gives both parts.",
            "- AWS `network_gbps` is the NetworkPerformance figure; 'Up to N' types carry the burst ceiling (note gives the baseline).",
            "- Most GPU clouds publish no per-instance network figure: `network_gbps`/`rdma` empty, never guessed "
            "(the exceptions, Lambda's region-level figure, Hyperstack and IBM, are described above).",
            "- RunPod's v7 `MemoryGiB` equals GPU memory (1x H200 = 141), so RunPod `ram_gib` is empty.",
            "- Ambiguous names: generic 'A100' = 40 GB and 'V100' = 16 GB unless the source states more memory per GPU; "
            "generic 'H100' = SXM unless the type or provider says PCIe/NVL (RunPod's plain H100/A100-80GB are PCIe; "
            "Azure NC H100 v5 'H100 PCIe 94GB' = H100 NVL; Azure NC A100 v4 = A100 80GB PCIe).",
            "- K80/M60: Epoch's board figures halved (AWS/Azure count each of the board's 2 GPUs).",
            "- Seed rows: region `unspecified`, illustrative=1, prices in the seed's currency (seed 000 CNY 元/小时, seed 004 USD).",
            "- SkyPilot-catalog files (skypilot-org) have no obtainable commit dates: as_of 2026-01-22 (see sources.csv).",
            "- `reserved_1y` and `nvme_gb` are empty everywhere and `monthly` is known only for the Alibaba cn-shanghai "
            "rows of 2023: no source here gives reserved or current monthly (包年包月) prices or local NVMe sizes; users "
            "bring their own quotes (`gpuscout catalog rfq`).",
            "- The transcribed skypilot-catalog files (do, fluidstack, hyperbolic, hyperstack, ibm, jarvislabs, mithril, "
            "nebius, paperspace, seeweb, verda, yotta and the start of runpod) were re-read against the stored originals at the "
            "recorded commits while writing this script; no copying error was found.",
            ""]


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def strip_private(offers) -> None:
    for o in offers:
        for key in [k for k in o if k.startswith("_")]:
            del o[key]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    shared = Path(argv[1])
    data = shared / "data"
    if not (data / "skypilot").is_dir():
        print(f"error: {data} does not look like the shared data folder", file=sys.stderr)
        return 2

    add_spec_source_aliases()
    resolver = Resolver({d[0] for d in GPU_DEFS})
    report = Report()
    net = load_instance_network(data)

    offers = aws_offers(data, net, resolver, report)
    offers += skypilot_offers(data, net, resolver, report)
    offers += seed_offers(shared, report)
    offers = merge_china(offers, china_offers(data, resolver, report))
    apply_network_supplements(offers, load_network_supplements(data), report)
    # An unresolved GPU is listed in the report (and fails the build), never
    # written as an offer with an empty or made-up GPU.
    offers = [o for o in offers if o["gpu"]]
    offers.sort(key=lambda o: (o["provider"], o["instance_type"], o["region"], o["zone"]))
    check_unique(offers)

    gpus = build_gpus(data, price_file_vram(offers), report.spec_conflicts)
    vram = {g["model"]: float(g["vram_gb"]) for g in gpus if g["vram_gb"]}
    used = {o["gpu"] for o in offers if o["gpu"]}
    missing = used - {g["model"] for g in gpus}
    if missing:
        raise SystemExit(f"offers use GPUs missing from gpus.csv: {sorted(missing)}")

    flag_memory(offers, vram)
    medians = gpu_price_medians(offers)
    flag_outliers(offers, medians)
    strip_private(offers)

    aliases = sorted(({"alias": a, "model": m} for a, m in ALIASES.items()), key=lambda r: (r["alias"].lower(), r["alias"]))
    providers = build_providers(data)
    unknown_providers = {o["provider"] for o in offers} - {p["key"] for p in providers}
    if unknown_providers:
        raise SystemExit(f"offers use providers missing from providers.csv: {sorted(unknown_providers)}")

    write_csv("gpus.csv", GPU_HEADER, sorted(gpus, key=lambda g: g["model"]))
    write_csv("gpu_aliases.csv", ["alias", "model"], aliases)
    write_csv("providers.csv", PROVIDER_HEADER, providers)
    write_csv("sources.csv", ["key", "name", "url", "as_of", "licence", "illustrative", "notes"],
              sorted(SOURCES + build_measurements.SOURCES, key=lambda s: s["key"]))
    write_csv("offers.csv", OFFER_HEADER, offers)
    measurements, measurements_left_out = build_measurements.build(data, offers, {g["model"] for g in gpus})
    write_csv("measurements.csv", build_measurements.MEASUREMENT_HEADER, measurements)
    report.measurements = (len(measurements), measurements_left_out)
    (OUT_DIR / "build_report.md").write_text(build_report(offers, gpus, providers, aliases, report, medians), encoding="utf-8")

    if report.unresolved:
        print(f"error: {len(report.unresolved)} GPU rows unresolved (see build_report.md)", file=sys.stderr)
        return 1
    print(f"wrote {len(offers)} offers, {len(gpus)} GPUs, {len(aliases)} aliases to {OUT_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
