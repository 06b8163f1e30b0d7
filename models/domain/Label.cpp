#include "domain/Label.h"

namespace gpuscout {

const QString &Label::nullText() noexcept
{
    static const QString null;
    return null;
}

} // namespace gpuscout
