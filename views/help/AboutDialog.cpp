#include "help/AboutDialog.h"

#include "domain/Stability.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuscout {

AboutDialog::AboutDialog(const QString &catalogPath, QWidget *parent, const QString &coverage)
    : QDialog(parent)
{
    setWindowTitle(tr("About GpuScout"));
    setObjectName(QStringLiteral("aboutDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<h2>GpuScout %1</h2><p>GPU cloud server selection assistant "
                                "(GPU云选型助手).</p>")
                                 .arg(QCoreApplication::applicationVersion()),
                             this);
    layout->addWidget(title);
    auto *text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setOpenExternalLinks(true);
    text->setHtml(creditsHtml() + tr("<h3>Stability</h3><p>%1</p><h3>Catalog file</h3><p>%2</p><p>%3</p>")
                                      .arg(stabilityFormulaText().toHtmlEscaped(), catalogPath.toHtmlEscaped(),
                                           coverage.toHtmlEscaped()));
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 520);
}

QString AboutDialog::creditsHtml()
{
    return tr("<h3>Data</h3>"
              "<p>GPU specifications: Epoch AI, 'Data on Machine Learning Hardware', published online "
              "at epoch.ai (CC BY 4.0), completed from gmasse/gpu-specs (Apache-2.0).</p>"
              "<p>Prices: public list prices from SkyPilot-format catalogs (skypilot-org/skypilot-catalog, "
              "anycloud-sh/catalog) and AWS us-east-1 prices from aws/karpenter-provider-aws (Apache-2.0); "
              "network figures from AWS's DescribeInstanceTypes (via getmoto/moto), Google Cloud and "
              "Microsoft Learn documentation (CC BY 4.0); SLAs from the providers' SLA pages; spot "
              "interruption rates from the AWS Spot Instance Advisor. Every offer shows its source and date.</p>"
              "<p>GPU datasheet figures from vendor datasheets and whitepapers (per GPU in the catalog); "
              "GPU instance types of Alibaba Cloud, Tencent Cloud, Huawei Cloud (with Open Telekom Cloud "
              "documentation) and Baidu AI Cloud from their documentation. They have no current list price: "
              "request quotes (File → Request Quotes…). The seeds' prices for these vendors are illustrative "
              "figures from the background articles and are not ranked unless you include them.</p>"
              "<p>Measured performance: Spare Cores (sc-inspector-data), CC BY-SA 4.0: llama.cpp and vLLM runs "
              "on cloud servers. MLPerf® Training and Inference results, MLCommons; per-GPU and cost figures "
              "derived from them are not verified by MLCommons Association. MLPerf is a trademark of MLCommons "
              "Association. Every measured job figure names its source and date.</p>");
}

} // namespace gpuscout
