#pragma once

#include <QJsonObject>
#include <QString>

namespace gpuscout {

struct Workload;

// The "workload" object of scenario files. Every member is optional; a missing one keeps its
// default, null means unknown where a field may be unknown. Members:
//
//   "task"                  pretrain | full-finetune | lora | qlora | inference | rendering | fp64
//   "model"                 a model preset key (llama-3.1-70b, qwen2.5-7b, ...); fills parameters
//                           and the shape, which explicit members below then override
//   "parameters"            number (70e9) or string ("70B", "1.5T")
//   "precision"             fp32 | bf16 | fp16 | fp8 | int8 | int4 (the weights)
//   "layers", "hidden_size", "attention_heads", "kv_heads", "head_dim"   null = estimated
//   "seq_len", "batch", "flash_attention" (bool), "lora_rank"
//   "tokens"                training tokens (or tokens to generate when serving); null = none
//   "hours"                 fixed duration; wins over tokens; null = none
//   "concurrent_requests", "context_len"                                   serving
//   "working_set_gb"        rendering / fp64 memory need
//   "dataset_gb", "storage_per_gb_month", "egress_gb", "egress_per_gb"  money in the display
//                           currency; 0 = not counted
//   "utilisation", "overhead_gb_per_gpu", "checkpoint_hours", "restart_hours",
//   "hybrid_base_share"     editable assumptions
//
// A wrong member fails with "workload.<member>: what was expected". The result is also checked
// with validateWorkload().
QJsonObject workloadToJson(const Workload &workload);
bool workloadFromJson(const QJsonObject &json, Workload *out, QString *error);

} // namespace gpuscout
