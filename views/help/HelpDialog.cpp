#include "help/HelpDialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuscout {

namespace {

// The text from a "## title" heading to the next "## " heading.
QString section(const QString &markdown, const QString &title)
{
    const QString heading = QStringLiteral("## ") + title + u'\n';
    const qsizetype start = markdown.indexOf(heading);
    if (start < 0)
        return {};
    const qsizetype end = markdown.indexOf(QStringLiteral("\n## "), start + heading.size());
    return markdown.mid(start, end < 0 ? -1 : end - start + 1);
}

// The README is also the developers' guide: it names the classes, headers and tests behind
// each formula. A buyer reading the help needs none of that, so those references go.
QString withoutInternals(QString text)
{
    static const std::pair<QRegularExpression, QString> rules[] = {
        // "`models/Workload`, `MemoryEstimate`, ... answer" -> "GpuScout answers"
        {QRegularExpression(QStringLiteral("`[a-z]+/[^`]+`(, `[\\w/]+`)*( and `[\\w/]+`)? answer\\b")), QStringLiteral("GpuScout answers")},
        // "Checked by `tests/models/tst_Workload`, `tst_X` and `tst_Y`:" -> "Checked figures:"
        {QRegularExpression(QStringLiteral("Checked by `[^`]+`(, `[^`]+`)*( and `[^`]+`)?:")), QStringLiteral("Checked figures:")},
        // "The `workload` object ... is documented in `models/WorkloadJson.h`; a bad member fails with `...`."
        {QRegularExpression(QStringLiteral("The `workload` object of scenario files is\\s+documented in `[^`]+`; a bad member fails with `[^`]+`\\.")), QString()},
        // "`tst_Normalize` reproduces" -> "GpuScout reproduces"
        {QRegularExpression(QStringLiteral("`tst_\\w+` reproduces")), QStringLiteral("GpuScout reproduces")},
        // " by `tst_Recommendations`", " in `tst_Sensitivity`"
        {QRegularExpression(QStringLiteral("\\s+(by|in)\\s+`tst_\\w+`")), QString()},
        // a function name in parentheses: " (`gpuMemoryGb`)"
        {QRegularExpression(QStringLiteral("\\s*\\(`[a-z]+[A-Z]\\w*`\\)")), QString()},
    };
    for (const auto &[pattern, replacement] : rules)
        text.replace(pattern, replacement);
    return text;
}

} // namespace

QString HelpDialog::formulasMarkdown(QLocale::Language language)
{
    if (language == QLocale::Chinese) {
        QFile translation(QStringLiteral(":/help/help_zh_CN.md"));
        return translation.open(QIODevice::ReadOnly) ? QString::fromUtf8(translation.readAll()) : QString();
    }
    QFile file(QStringLiteral(":/help/README.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString readme = QString::fromUtf8(file.readAll());
    return withoutInternals(section(readme, QStringLiteral("How offers are scored")) + u'\n'
                            + section(readme, QStringLiteral("Workload sizing formulas")) + u'\n'
                            + section(readme, QStringLiteral("Performance model")));
}

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    m_text->setObjectName(QStringLiteral("helpText"));
    m_text->setOpenExternalLinks(true);
    showText();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(860, 700);
}

void HelpDialog::changeEvent(QEvent *event)
{
    // The language switch sets the default locale before it swaps the translators, so the
    // text follows it here.
    if (event->type() == QEvent::LanguageChange)
        showText();
    QDialog::changeEvent(event);
}

void HelpDialog::showText()
{
    setWindowTitle(tr("Formulas and Sources"));
    const QString markdown = formulasMarkdown();
    if (markdown.trimmed().isEmpty())
        m_text->setPlainText(tr("The help text is missing from this build."));
    else
        m_text->setMarkdown(markdown);
}

} // namespace gpuscout
