#include "job/JobWork.h"

#include "domain/Workload.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuscout {

QString jobWorkText(const Workload &w)
{
    if (!hasWork(w))
        return {};
    if (w.task == Task::Fp64)
        return QCoreApplication::translate("gpuscout::JobWork", "%1 PFLOP of FP64 work, run at %2 % of each GPU's FP64 peak (an assumption: no HPL measurement is bundled)")
            .arg(QLocale().toString(w.fp64WorkPflop, 'g', 6), QLocale().toString(w.utilisation * 100, 'g', 3));
    return QCoreApplication::translate("gpuscout::JobWork", "%1 hours of rendering on one %2, scaled by each GPU's FP32 throughput relative to it (estimated: no rendering benchmark is bundled)")
        .arg(QLocale().toString(w.renderWorkGpuHours, 'g', 6), w.referenceGpu);
}

} // namespace gpuscout
