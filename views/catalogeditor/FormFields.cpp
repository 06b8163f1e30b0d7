#include "catalogeditor/FormFields.h"

#include "domain/PriceAge.h"
#include "domain/Unknown.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QVBoxLayout>

#include <cmath>

namespace gpuscout {

namespace {
const QColor Amber(176, 110, 0);
const QColor Red(192, 36, 36);
const QColor ExpiredColour(200, 70, 20);
} // namespace

bool parseOptionalNumber(const QString &text, double *out)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        *out = Unknown;
        return true;
    }
    bool ok = false;
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok); // "0.125" under a locale with a decimal comma
    if (!ok || !std::isfinite(v))
        return false;
    *out = v;
    return true;
}

QString numberFieldText(double value)
{
    return isKnown(value) ? QLocale().toString(value, 'g', 10).remove(QLocale().groupSeparator()) : QString();
}

QLineEdit *optionalNumberEdit(const QString &objectName, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(QCoreApplication::translate("gpuscout::FormFields", "unknown"));
    edit->setClearButtonEnabled(true);
    return edit;
}

QLabel *fieldMessageLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

void showFieldMessage(QLabel *label, FieldMessage kind, const QString &text)
{
    if (kind == FieldMessage::None || text.isEmpty()) {
        label->clear();
        label->hide();
        return;
    }
    const bool error = kind == FieldMessage::Error;
    label->setProperty("severity", error ? QStringLiteral("error") : QStringLiteral("warning"));
    label->setStyleSheet(QStringLiteral("color: %1;").arg((error ? Red : Amber).name()));
    label->setText((error ? QStringLiteral("✖ ") : QStringLiteral("⚠ ")) + text);
    label->show();
}

QWidget *withMessage(QWidget *field, QLabel *message, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    layout->addWidget(message);
    return box;
}

void applyPriceFlags(QStyleOptionViewItem *option, int flags)
{
    if (!flags)
        return;
    const QColor colour = (flags & PriceExpired) ? ExpiredColour : Amber;
    option->palette.setColor(QPalette::Text, colour);
    option->font.setItalic((flags & PriceExpired) != 0);
    static const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = warning;
    const int side = option->fontMetrics.height() - 2;
    option->decorationSize = QSize(side, side);
}

} // namespace gpuscout
