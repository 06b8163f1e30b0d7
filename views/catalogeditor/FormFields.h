#pragma once

#include <QString>

class QGridLayout;
class QLabel;
class QLineEdit;
class QStyleOptionViewItem;
class QWidget;

namespace gpuscout {

// Small pieces the catalog editor's forms share: optional numbers typed as text (empty =
// unknown), a message line under a field (red for an error, amber for a warning), and the
// colour of flagged price cells in tables.

// Empty text gives Unknown; false for text that is not a number.
bool parseOptionalNumber(const QString &text, double *out);
QString numberFieldText(double value); // empty for Unknown

// A line edit for an optional number, with "unknown" as its placeholder.
QLineEdit *optionalNumberEdit(const QString &objectName, QWidget *parent);

// A hidden, word-wrapped label that shows a field's problem.
QLabel *fieldMessageLabel(const QString &objectName, QWidget *parent);
enum class FieldMessage { None, Warning, Error };
void showFieldMessage(QLabel *label, FieldMessage kind, const QString &text);
// The field with its message line below it, for a form row.
QWidget *withMessage(QWidget *field, QLabel *message, QWidget *parent);

// Colours a table cell by its PriceFlag bits (stale: amber, expired quote: red-orange) and
// gives it a warning icon.
void applyPriceFlags(QStyleOptionViewItem *option, int flags);

} // namespace gpuscout
