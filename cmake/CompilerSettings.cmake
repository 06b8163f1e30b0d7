# One place for the language standard, warnings and Qt's strictness defines:
# every target links gpuscout_settings instead of repeating them.
add_library(gpuscout_settings INTERFACE)
target_compile_features(gpuscout_settings INTERFACE cxx_std_20)
target_compile_options(gpuscout_settings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                    -Wcast-align -Woverloaded-virtual -Wconversion -Wno-sign-conversion>)
target_compile_definitions(gpuscout_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
