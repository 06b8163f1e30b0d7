#pragma once

#include <QDialog>

namespace gpuscout {

// Help → Formulas and Sources: how offers are scored and how workloads are sized, with the
// source of every formula. The text is the README's own sections, compiled in, so the
// help and the README cannot drift apart.
class HelpDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *parent = nullptr);

    // The README sections shown ("How offers are scored", "Workload sizing formulas"), as
    // Markdown; empty when the compiled-in README lacks them.
    static QString formulasMarkdown();
};

} // namespace gpuscout
