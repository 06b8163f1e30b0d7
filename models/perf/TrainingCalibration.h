#pragma once

#include "perf/TrainingModel.h"

#include <QHash>
#include <QList>
#include <QString>

namespace gpuscout {

// The training efficiency of each GPU architecture, and the multi-node scaling over RDMA,
// fitted on measured training runs (MLPerf Training):
//
//   seconds = FLOPs / (GPUs' peak x efficiency(architecture) x S(job))
//
// S(job) is Speedup.h's: the seeds' Amdahl form, with the intra-node alphas of the seeds and
// the RDMA alpha fitted here (a grid over 0 and 1e-5 .. 1e-1), because the measurements
// contradict the seeds' "8 GPUs over RDMA: 7.2x" at scale: MLPerf runs on 64 to 11,616 GPUs
// keep most of their per-GPU rate. Efficiency is the geometric mean of measured over ideal
// rates per architecture, against the FP8 dense peak (MLPerf's LLM submissions train in FP8, some
// Blackwell ones in FP4: their efficiency against FP8 can exceed what FP8 alone reaches).
class TrainingCalibration
{
public:
    static constexpr int MinRunsPerArchitecture = 3;

    struct Run {
        QString group;        // runs of one system and workload (left out together)
        QString architecture;
        TrainingShape shape;
        TrainingSystem system;
        double tokens = Unknown;
        double seconds = Unknown;
    };
    struct Result {
        double rdmaAlpha = Unknown;                  // Unknown: no run to fit on (the seeds' stays)
        QHash<QString, double> efficiency;           // architecture (lower case) -> efficiency
        QHash<QString, int> runs;                    // architecture -> runs behind it
    };

    void add(const Run &run) { m_runs << run; }
    // The fit with the runs of `excludedGroup` left out.
    Result fit(const QString &excludedGroup = QString()) const;
    bool isEmpty() const { return m_runs.isEmpty(); }

private:
    QList<Run> m_runs;
};

} // namespace gpuscout
