#include "help/HelpDialog.h"

#include <QDialogButtonBox>
#include <QFile>
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

} // namespace

QString HelpDialog::formulasMarkdown()
{
    QFile file(QStringLiteral(":/help/README.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString readme = QString::fromUtf8(file.readAll());
    return section(readme, QStringLiteral("How offers are scored")) + u'\n'
        + section(readme, QStringLiteral("Workload sizing formulas"));
}

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(tr("Formulas and Sources"));
    auto *text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("helpText"));
    text->setOpenExternalLinks(true);
    const QString markdown = formulasMarkdown();
    if (markdown.trimmed().isEmpty())
        text->setPlainText(tr("The help text is missing from this build."));
    else
        text->setMarkdown(markdown);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(860, 700);
}

} // namespace gpuscout
