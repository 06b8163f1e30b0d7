"""Measured performance for the bundled catalog (measurements.csv), from
data/benchmarks: MLPerf Training and Inference results and Spare Cores' llama.cpp
and vLLM runs on cloud instance types. Imported by build_catalog.py.

A row is kept when it maps to a GPU model of gpus.csv (by the instance type's offer,
else by the GPU name) and describes a workload GpuScout can state (a dense
transformer: training, fine-tuning or serving). What is left out, and why, is
counted in build_report.md. Python 3.11, standard library only.
"""

import csv
import hashlib
import math
import re
from collections import Counter
from pathlib import Path

MEASUREMENT_HEADER = [
    "key", "source", "kind", "suite", "reference", "provider", "instance_type", "region", "gpu",
    "gpu_count", "gpus_used", "task", "model", "parameters", "layers", "hidden", "heads",
    "kv_heads", "head_dim", "precision", "engine", "prompt_tokens", "output_tokens",
    "concurrency", "batch", "seq_len", "tokens", "metric", "value", "date", "notes",
]

# Published model configs (config.json of each model on Hugging Face, or the paper):
# parameters, num_hidden_layers, hidden_size, num_attention_heads, num_key_value_heads,
# head dim. Keys are the names the benchmark rows use (matched case-insensitively).
MODELS = {
    "smollm-135m": ("SmolLM 135M", 134.5e6, 30, 576, 9, 3, 64),
    "smollm2-135m": ("SmolLM2 135M Instruct", 134.5e6, 30, 576, 9, 3, 64),
    "qwen1_5-0_5b": ("Qwen1.5 0.5B Chat", 464e6, 24, 1024, 16, 16, 64),
    "qwen2.5-0.5b": ("Qwen2.5 0.5B Instruct", 494e6, 24, 896, 14, 2, 64),
    "gemma-2-2b": ("Gemma 2 2B it", 2.61e9, 26, 2304, 8, 4, 256),
    "gemma-2b": ("Gemma 2B", 2.51e9, 18, 2048, 8, 1, 256),
    "llama-7b": ("LLaMA 7B", 6.74e9, 32, 4096, 32, 32, 128),
    "llama-3.1-8b": ("Llama 3.1 8B Instruct", 8.03e9, 32, 4096, 32, 8, 128),
    "phi-4": ("Phi-4", 14.7e9, 40, 5120, 40, 10, 128),
    "llama-3.3-70b": ("Llama 3.3 70B Instruct", 70.6e9, 80, 8192, 64, 8, 128),
    # MLPerf benchmarks' models
    "llama2-70b": ("Llama 2 70B Chat", 69.0e9, 80, 8192, 64, 8, 128),
    "llama3.1-8b": ("Llama 3.1 8B Instruct", 8.03e9, 32, 4096, 32, 8, 128),
    "llama3.1-405b": ("Llama 3.1 405B Instruct", 405.9e9, 126, 16384, 128, 8, 128),
    "gpt3": ("GPT-3 175B", 175e9, 96, 12288, 96, 96, 128),
}


def model_for(name: str):
    low = name.lower()
    # Longest key first, so that "gemma-2-2b" is not read as "gemma-2b".
    for key in sorted(MODELS, key=len, reverse=True):
        if key in low:
            return MODELS[key]
    return None


# MLPerf Training: what each benchmark trains, and how many tokens it takes to reach the
# target. The token counts are MLCommons' reference convergence points (RCPs): the mean of
# the reference runs' "samples/epochs to converge" at each global batch size, in the
# mlcommons/logging files named below; a batch between two RCPs is interpolated on
# log(batch), as the RCP checker does. Samples are sequences of seq_len tokens.
RCP_SOURCE = "mlcommons/logging mlperf_logging/rcp_checker"
TRAINING_BENCHMARKS = {
    # benchmark: (task, model key, seq_len, lora)
    "llama2_70b_lora": ("lora", "llama2-70b", 8192),
    "llama31_8b": ("pretrain", "llama3.1-8b", 8192),
    "llama31_405b": ("pretrain", "llama3.1-405b", 8192),
    "gpt3": ("pretrain", "gpt3", 2048),
}


def _mean(values):
    return sum(values) / len(values)


# (benchmark, round) -> (file, unit, {batch: mean to converge})
RCP = {
    ("llama2_70b_lora", "all"): (
        "training_5.0.0/rcps_llama2_70b_lora.json @17b4ee5a", "samples", {
            8: _mean([3072, 2688, 3456, 3072, 3072, 3072, 3456, 3456, 3072, 2688,
                      3456, 3072, 3072, 3072, 3840, 3456, 2688, 3072, 3456, 3456]),
            16: _mean([3840, 3840, 4224, 3840, 3840, 3840, 4608, 3840, 4608, 3840,
                       4992, 3840, 3840, 3840, 4992, 3840, 3840, 4224, 3840, 3456]),
            32: _mean([5760, 6528, 6144, 6528, 5376, 6528, 5760, 6144, 6144, 6528,
                       6144, 6144, 6144, 5760, 5760, 5760, 5760, 5760, 6144, 5760]),
            128: _mean([11520, 13056, 10752, 12672, 12288, 11136, 10752, 13056, 10752, 9984,
                        11136, 11136, 11136, 10752, 11520, 11136, 11136, 10752, 11136, 9984]),
        }),
    ("llama31_8b", "all"): (
        "training_5.1.0/rcps_llama31_8b.json @2833aa0b", "samples", {
            32: _mean([196608, 172032, 184320, 184320, 172032, 172032, 184320, 184320, 184320, 172032,
                       172032, 172032, 184320, 184320, 184320, 172032, 172032, 172032, 184320, 184320]),
            64: _mean([233472, 208896, 208896, 233472, 233472, 233472, 233472, 233472, 208896, 233472,
                       233472, 233472, 245760, 221184, 208896, 233472, 233472, 221184, 221184, 221184]),
            96: _mean([297216, 284832, 272448, 272448, 272448, 272448, 297216, 272448, 297216, 272448,
                       297216, 260064, 272448, 272448, 272448, 284832, 260064, 284832, 284832, 272448]),
            128: _mean([368640, 344064, 356352, 344064, 368640, 368640, 405504, 344064, 331776, 307200,
                        331776, 380928, 307200, 344064, 319488, 356352, 331776, 319488, 356352, 331776]),
        }),
    ("llama31_405b", "v5.0"): (
        "training_5.0.0/rcps_llama31_405b.json @16fa0971", "tokens", {
            1152: 2642411520.0,
            2304: _mean([3019898880, 3019898880, 3019898880, 3019898880, 3397386240, 3397386240]),
        }),
    ("llama31_405b", "v5.1"): (
        "training_5.1.0/rcps_llama31_405b.json @0ac9a982", "samples", {
            1152: _mean([313344, 313344, 313344, 331776, 313344, 294912]),
            2304: _mean([368640, 350208, 387072, 368640, 368640, 368640]),
            4608: _mean([497664, 497664, 460800, 497664, 479232, 497664]),
        }),
    ("gpt3", "all"): (
        "training_4.1.0/rcps_gpt3.json @652244d9", "tokens", {
            1536: _mean([1157627904, 1157627904, 1157627904, 1258291200, 1207959552, 1258291200]),
            2048: _mean([1157627904, 1207959552, 1157627904, 1207959552, 1207959552, 1157627904]),
            3072: _mean([1258291200, 1207959552, 1207959552, 1207959552, 1207959552, 1207959552]),
            4096: _mean([1258291200, 1258291200, 1308622848, 1258291200, 1258291200, 1258291200]),
            # the 6144 reference lists three runs that did not converge (1) and three at 1409286144
            6144: 1409286144.0,
            8192: _mean([1610612736, 1660944384, 1660944384, 1610612736, 1610612736, 1610612736]),
        }),
}


def converge_tokens(benchmark: str, version: str, batch: int, seq_len: int):
    entry = RCP.get((benchmark, version)) or RCP.get((benchmark, "all"))
    if entry is None:
        return None, ""
    rcp_file, unit, table = entry
    sizes = sorted(table)
    if batch <= sizes[0]:
        value = table[sizes[0]]
    elif batch >= sizes[-1]:
        value = table[sizes[-1]]
    else:
        lo = max(s for s in sizes if s <= batch)
        hi = min(s for s in sizes if s >= batch)
        if lo == hi:
            value = table[lo]
        else:
            t = (math.log(batch) - math.log(lo)) / (math.log(hi) - math.log(lo))
            value = math.exp(math.log(table[lo]) * (1 - t) + math.log(table[hi]) * t)
    tokens = value * seq_len if unit == "samples" else value
    return tokens, f"{RCP_SOURCE}/{rcp_file}"


# MLPerf accelerator names -> gpus.csv models. Names that differ in memory or power from
# the catalog's part (H200 NVL, GH200 144 GB, GB200, MI325X, virtualised GPUs) are not mapped.
MLPERF_GPUS = [
    (re.compile(r"^NVIDIA H100[- ]SXM(5)?-80GB$|^NVIDIA H100 80GB HBM3$", re.I), "H100-SXM"),
    (re.compile(r"^NVIDIA H100-NVL-94GB$", re.I), "H100-NVL"),
    (re.compile(r"^NVIDIA H100-PCIe-80GB$", re.I), "H100-PCIe"),
    (re.compile(r"^NVIDIA H200-SXM(5)?-141GB$", re.I), "H200"),
    (re.compile(r"^NVIDIA Blackwell GPU \(B200-SXM-180GB\)$|^NVIDIA B200-SXM-180GB$", re.I), "B200"),
    (re.compile(r"^NVIDIA GH200 Grace Hopper Superchip 96GB$", re.I), "GH200"),
    (re.compile(r"^NVIDIA L40S$", re.I), "L40S"),
    (re.compile(r"^NVIDIA L4-PCIe-24GB$", re.I), "L4"),
    (re.compile(r"^NVIDIA RTX PRO 6000 Blackwell Server Edition$", re.I), "RTXPRO6000"),
    (re.compile(r"^AMD Instinct MI300X 192GB HBM3$|^AMD (Instinct )?MI300X-NPS1-SPX-192GB-750W$", re.I), "MI300X"),
]


def mlperf_gpu(name: str):
    for pattern, model in MLPERF_GPUS:
        if pattern.match(name.strip()):
            return model
    return None


# Spare Cores' GPU names where the instance type is not in the catalog. Generic names
# that cover several catalog parts ("H100", "A100") map only through the instance type.
SPARECORES_GPUS = {
    "nvidia a100 80gb pcie": "A100-80GB-PCIe", "nvidia a100-sxm4-40gb": "A100-40GB",
    "nvidia a100-sxm4-80gb": "A100-80GB", "nvidia h100 80gb hbm3": "H100-SXM",
    "nvidia h100 nvl": "H100-NVL", "nvidia h200": "H200", "nvidia b200": "B200",
    "nvidia l40s": "L40S", "l40s": "L40S", "nvidia l4": "L4", "l4": "L4", "nvidia a10g": "A10G",
    "a10g": "A10G", "a10": "A10", "t4": "T4", "v100": "V100-16GB", "rtx pro 6000": "RTXPRO6000",
    "m60": "M60", "p100": "P100",
}
SPARECORES_VENDOR = {"alicloud": "alibaba"}
# The GPU llama.cpp reported (its gpu_info): the most exact name a row has.
GPU_INFO = {
    "nvidia a10": "A10", "nvidia a10g": "A10G", "nvidia a100 80gb pcie": "A100-80GB-PCIe",
    "nvidia a100-sxm4-40gb": "A100-40GB", "nvidia a100-sxm4-80gb": "A100-80GB", "nvidia b200": "B200",
    "nvidia h100 80gb hbm3": "H100-SXM", "nvidia h100 nvl": "H100-NVL", "nvidia h100 pcie": "H100-PCIe",
    "nvidia h200": "H200", "nvidia l4": "L4", "nvidia l40s": "L40S",
    "nvidia rtx pro 6000 blackwell server edition": "RTXPRO6000", "tesla m60": "M60",
    "tesla p100-pcie-16gb": "P100", "tesla t4": "T4", "tesla v100-pcie-16gb": "V100-16GB",
    "tesla v100-sxm2-16gb": "V100-16GB", "tesla v100-sxm2-32gb": "V100-32GB",
}


def config(row: dict, key: str):
    m = re.search(key + r"=([^;]*)", row["config"])
    return m.group(1) if m else None


def fmt(v):
    if v is None or v == "":
        return ""
    if isinstance(v, float):
        return f"{v:.10g}"
    return str(v)


def model_cells(model) -> dict:
    name, params, layers, hidden, heads, kv, hd = model
    return {"model": name, "parameters": fmt(params), "layers": layers, "hidden": hidden,
            "heads": heads, "kv_heads": kv, "head_dim": hd}


def sparecores_rows(path: Path, offer_gpu: dict, gpu_models: set, left_out: Counter) -> list[dict]:
    rows = []
    keep_vllm = {("synchronous", "ttft"): "ttft-ms", ("synchronous", "tpot"): "tpot-ms",
                 ("synchronous", "output_throughput"): "output-tokens-per-second",
                 ("throughput", "output_throughput"): "output-tokens-per-second",
                 ("throughput", "request_throughput"): "requests-per-second"}
    with path.open(newline="", encoding="utf-8") as handle:
        for r in csv.DictReader(handle):
            tool = r["tool"]
            vendor = SPARECORES_VENDOR.get(r["vendor"], r["vendor"])
            info = (config(r, "gpu_info") or "").split(",")[0].strip().lower()
            gpu = GPU_INFO.get(info) or offer_gpu.get((vendor, r["server"]))
            name = r["gpu_model"].strip()
            if "," in name or re.search(r"-\d+Q$", name) or not r["gpu_count"]:
                left_out["Spare Cores: vGPU slice or GPUs listed one by one (not whole GPUs)"] += 1
                continue
            if gpu is None:
                gpu = SPARECORES_GPUS.get(name.lower())
            if gpu is None or gpu not in gpu_models:
                left_out[f"Spare Cores: GPU '{name}' on {r['vendor']} {r['server']} is not a catalog GPU"] += 1
                continue
            if config(r, "backend") == "CPU" or config(r, "mode") == "cpu":
                left_out["Spare Cores: CPU run (backend=CPU or mode=cpu)"] += 1
                continue
            if tool.startswith("llama") and (config(r, "n_gpu_layers") == "0" or not config(r, "gpu_info")):
                left_out["Spare Cores: llama.cpp with no layer on the GPU (n_gpu_layers=0 or no gpu_info)"] += 1
                continue
            value = float(r["score"])
            if not value > 0:
                left_out["Spare Cores: zero score (the run failed)"] += 1
                continue
            model = model_for(config(r, "model") or "")
            if model is None:
                left_out[f"Spare Cores: unknown model {config(r, 'model')}"] += 1
                continue
            row = {"source": "sparecores-inspector", "kind": "benchmark", "provider": vendor,
                   "instance_type": r["server"], "gpu": gpu, "gpu_count": r["gpu_count"],
                   "task": "inference", "date": r["observed_at"][:10],
                   "reference": f"SpareCores/sc-inspector-data {r['source_path']} @{r['source_last_commit'][:8]}"}
            row.update(model_cells(model))
            if tool.startswith("llama"):
                tokens = int(config(r, "tokens"))
                phase = r["benchmark_id"].split(":")[1]
                row.update({"suite": "sparecores-llama.cpp", "engine": "llama.cpp", "precision": "int4",
                            "gpus_used": r["gpu_count"], "concurrency": 1,
                            "notes": f"llama-bench {phase} {tokens}; Q4_K_M GGUF; build {config(r, 'framework_version')}"})
                if phase == "prompt_processing":
                    row.update({"prompt_tokens": tokens, "output_tokens": 0, "metric": "prefill-tokens-per-second"})
                else:
                    row.update({"prompt_tokens": 0, "output_tokens": tokens, "metric": "decode-tokens-per-second"})
            else:
                strategy, measurement = config(r, "strategy"), config(r, "measurement")
                metric = keep_vllm.get((strategy, measurement))
                if metric is None:
                    left_out[f"Spare Cores vLLM: {strategy} {measurement} (derived from the figures kept, or "
                             "queueing delay set by the load generator)"] += 1
                    continue
                tp = int(config(r, "tensor_parallel"))
                row.update({"suite": "sparecores-vllm", "engine": "vllm", "precision": "bf16", "gpus_used": tp,
                            "prompt_tokens": config(r, "prompt_tokens"), "output_tokens": config(r, "output_tokens"),
                            "concurrency": fmt(float(config(r, "concurrency"))), "metric": metric,
                            "notes": f"vLLM {config(r, 'vllm')} + GuideLLM {config(r, 'guidellm')}, "
                                     f"{config(r, 'workload')} workload, {strategy}, tensor parallel {tp}"})
            row["value"] = fmt(value)
            rows.append(row)
    return rows


def mlperf_training_rows(path: Path, gpu_models: set, left_out: Counter) -> list[dict]:
    rows = []
    with path.open(newline="", encoding="utf-8") as handle:
        for r in csv.DictReader(handle):
            bench = r["benchmark"]
            if bench not in TRAINING_BENCHMARKS:
                left_out[f"MLPerf Training {bench}: not a transformer language model GpuScout can state"] += 1
                continue
            gpu = mlperf_gpu(r["accelerator"])
            if gpu is None or gpu not in gpu_models:
                left_out[f"MLPerf Training: accelerator '{r['accelerator']}' is not a catalog GPU"] += 1
                continue
            if not r["global_batch_size"]:
                left_out["MLPerf Training: no global batch size (tokens to train unknown)"] += 1
                continue
            task, model_key, seq_len = TRAINING_BENCHMARKS[bench]
            batch = int(r["global_batch_size"])
            tokens, rcp = converge_tokens(bench, r["version"], batch, seq_len)
            total = int(r["total_accelerators"])
            row = {"source": f"mlperf-training-{r['version']}", "kind": "benchmark", "suite": "mlperf-training",
                   "reference": f"MLPerf Training {r['version']} closed, {bench}, {r['submitter']} {r['system_id']} "
                                f"({r['results_dir']})",
                   "gpu": gpu, "gpu_count": r["accelerators_per_node"], "gpus_used": total, "task": task,
                   "precision": "", "engine": r["framework"], "batch": batch, "seq_len": seq_len,
                   "tokens": fmt(tokens), "metric": "minutes", "value": r["minutes"],
                   "date": SOURCE_DATE[f"mlperf-training-{r['version']}"],
                   "notes": f"{r['nodes']} nodes x {r['accelerators_per_node']} GPUs; tokens to train from {rcp}; "
                            "precision not recorded (vendor LLM submissions train in FP8 where the GPU has it); "
                            "derived figures not verified by MLCommons Association"}
            row.update(model_cells(MODELS[model_key]))
            rows.append(row)
    return rows


# MLPerf Inference LLM benchmarks GpuScout can state (dense transformers); mean output
# tokens per sample where the reference implementation publishes it (language/llama2-70b
# README: "Tokens per sample: 294.45"). Prompt lengths are not published with the results.
INFERENCE_BENCHMARKS = {
    "llama2-70b-99": ("llama2-70b", 294.45), "llama2-70b-99.9": ("llama2-70b", 294.45),
    "llama3.1-8b": ("llama3.1-8b", None), "llama3.1-405b": ("llama3.1-405b", None),
}
WEIGHT_PRECISION = {"fp8": "fp8", "fp4": "int4", "int8": "int8", "bf16": "bf16", "fp16": "fp16", "int4": "int4"}


def mlperf_inference_rows(path: Path, gpu_models: set, left_out: Counter) -> list[dict]:
    rows = []
    with path.open(newline="", encoding="utf-8") as handle:
        for r in csv.DictReader(handle):
            bench = r["benchmark"]
            if bench not in INFERENCE_BENCHMARKS:
                left_out[f"MLPerf Inference {bench}: not a dense transformer GpuScout can state"] += 1
                continue
            gpu = mlperf_gpu(r["accelerator"])
            if gpu is None or gpu not in gpu_models or r["heterogeneous"] == "1":
                left_out[f"MLPerf Inference: accelerator '{r['accelerator']}' is not a catalog GPU"] += 1
                continue
            model_key, output_tokens = INFERENCE_BENCHMARKS[bench]
            weights = r["weight_data_types"].split(",")[0].strip().lower()
            row = {"source": f"mlperf-inference-{r['version']}", "kind": "benchmark", "suite": "mlperf-inference",
                   "reference": f"MLPerf Inference {r['version']} {r['division']} {r['suite']}, {bench} {r['scenario']}, "
                                f"result {r['result_id']}, {r['submitter']} {r['system_name']}",
                   "gpu": gpu, "gpu_count": r["accelerators_per_node"], "gpus_used": r["total_accelerators"],
                   "task": "inference", "precision": WEIGHT_PRECISION.get(weights, ""), "engine": "mlperf",
                   "prompt_tokens": "", "output_tokens": fmt(output_tokens), "concurrency": "",
                   "metric": "output-tokens-per-second", "value": r["result"],
                   "date": SOURCE_DATE[f"mlperf-inference-{r['version']}"],
                   "notes": f"{r['scenario']} scenario; {r['nodes']} node(s); weights {r['weight_data_types']}; "
                            f"software {r['software']}; mean prompt length not published with the result; "
                            "derived figures not verified by MLCommons Association"}
            row.update(model_cells(MODELS[model_key]))
            rows.append(row)
    return rows


def build(data: Path, offers: list[dict], gpu_models: set) -> tuple[list[dict], Counter]:
    offer_gpu = {}
    for o in offers:
        offer_gpu.setdefault((o["provider"], o["instance_type"]), o["gpu"])
    left_out = Counter()
    bench = data / "benchmarks"
    rows = sparecores_rows(bench / "sparecores_llm_gpu.csv", offer_gpu, gpu_models, left_out)
    rows += mlperf_training_rows(bench / "mlperf_training.csv", gpu_models, left_out)
    rows += mlperf_inference_rows(bench / "mlperf_inference.csv", gpu_models, left_out)
    # Spare Cores' instance types that the catalog does not list (OVH, Vultr, UpCloud, ...)
    # keep their vendor and type for the record but match offers by GPU model and count.
    rows.sort(key=lambda m: (m["source"], m.get("provider", ""), m.get("instance_type", ""), m["gpu"],
                             m["model"], m.get("engine", ""), m["metric"], str(m.get("prompt_tokens", "")),
                             str(m.get("output_tokens", "")), str(m.get("concurrency", "")), m["reference"], m["value"]))
    # A stable key from the row's content: the same row keeps its key when the file is built
    # again. A row listed twice by its source (MLPerf lists some runs under two names) is kept
    # once.
    seen = set()
    unique = []
    for m in rows:
        text = "\x1f".join(str(m.get(col, "")) for col in MEASUREMENT_HEADER[1:])
        key = "m" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:15]
        if key in seen:
            left_out["the same row twice in its source (kept once)"] += 1
            continue
        seen.add(key)
        m["key"] = key
        unique.append(m)
    return unique, left_out


SOURCES = [
    {"key": "sparecores-inspector",
     "name": "Spare Cores sc-inspector-data: llama.cpp llama-bench and vLLM + GuideLLM runs on cloud servers",
     "url": "https://github.com/SpareCores/sc-inspector-data/tree/804d3c71",
     "as_of": "2026-08-21", "licence": "CC BY-SA 4.0: credit \"Spare Cores\"; derived tables under the same licence",
     "illustrative": "0",
     "notes": "commit 804d3c71; data/<vendor>/<server>/{llm,vllm}/stdout; measurement dates per row"},
    {"key": "mlperf-training-v4.1", "name": "MLPerf Training v4.1 results (closed division)",
     "url": "https://github.com/mlcommons/training_results_v4.1/tree/b87b9e396f771345d4ef122ba33456304f15228d",
     "as_of": "2024-11-13", "licence": "no licence file at the repository root; published results, cited",
     "illustrative": "0", "notes": "MLPerf(R) is a trademark of MLCommons Association; per-GPU and cost figures derived from "
                                   "these results are not verified by MLCommons Association"},
    {"key": "mlperf-training-v5.0", "name": "MLPerf Training v5.0 results (closed division)",
     "url": "https://github.com/mlcommons/training_results_v5.0/tree/0fdc28f0",
     "as_of": "2025-06-04", "licence": "Apache-2.0", "illustrative": "0",
     "notes": "MLPerf(R) is a trademark of MLCommons Association; derived figures not verified by MLCommons Association"},
    {"key": "mlperf-training-v5.1", "name": "MLPerf Training v5.1 results (closed division)",
     "url": "https://github.com/mlcommons/training_results_v5.1/tree/441d65f4",
     "as_of": "2025-11-12", "licence": "Apache-2.0", "illustrative": "0",
     "notes": "MLPerf(R) is a trademark of MLCommons Association; derived figures not verified by MLCommons Association"},
    {"key": "mlperf-inference-v4.1", "name": "MLPerf Inference v4.1 results (closed division, datacenter)",
     "url": "https://github.com/mlcommons/inference_results_v4.1/tree/acec3abace94116468643ed3791065bb04d9b831",
     "as_of": "2024-08-28", "licence": "Apache-2.0", "illustrative": "0",
     "notes": "MLPerf(R) is a trademark of MLCommons Association; derived figures not verified by MLCommons Association"},
    {"key": "mlperf-inference-v5.1", "name": "MLPerf Inference v5.1 results (closed division, datacenter)",
     "url": "https://github.com/mlcommons/inference_results_v5.1/tree/965182b0",
     "as_of": "2025-09-09", "licence": "no licence file; published results, cited", "illustrative": "0",
     "notes": "MLPerf(R) is a trademark of MLCommons Association; derived figures not verified by MLCommons Association"},
]

SOURCE_DATE = {s["key"]: s["as_of"] for s in SOURCES}
