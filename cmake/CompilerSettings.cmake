# One place for the language standard, warnings and Qt's strictness defines:
# every target links gpuscout_settings instead of repeating them.
add_library(gpuscout_settings INTERFACE)
target_compile_features(gpuscout_settings INTERFACE cxx_std_20)
target_compile_options(gpuscout_settings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                    -Wcast-align -Woverloaded-virtual -Wconversion -Wno-sign-conversion>)
# The ci preset: the same warnings as errors, plus C-style casts (a static_cast says which
# conversion is meant; a C cast may silently become a reinterpret or const cast). Only the
# project's targets link gpuscout_settings, so Qt's headers (system includes) and the code
# moc generates for them are compiled with these flags, but system headers stay quiet.
option(GPUSCOUT_WARNINGS_AS_ERRORS "Treat compiler warnings in GpuScout's code as errors (ci preset)" OFF)
if(GPUSCOUT_WARNINGS_AS_ERRORS)
    target_compile_options(gpuscout_settings INTERFACE $<$<CXX_COMPILER_ID:GNU,Clang>:-Werror -Wold-style-cast>)
endif()
target_compile_definitions(gpuscout_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# Hardening of optimised builds (the release preset and the Debian package), as Debian's
# dpkg-buildflags would give them: glibc's checked string and I/O functions
# (_FORTIFY_SOURCE=2 needs optimisation), stack protector, and a linker that resolves every
# symbol at start and makes the relocations read-only afterwards (relro + bindnow). Debian's
# compiler already builds position-independent executables. GPUSCOUT_HARDENING=OFF leaves
# them out (for comparing builds; nothing else needs that).
option(GPUSCOUT_HARDENING "Harden optimised builds (fortify, stack protector, relro, bindnow)" ON)
if(GPUSCOUT_HARDENING)
    set(gpuscout_optimised "$<CONFIG:Release,RelWithDebInfo,MinSizeRel>")
    target_compile_definitions(gpuscout_settings INTERFACE
        $<$<AND:${gpuscout_optimised},$<CXX_COMPILER_ID:GNU,Clang>>:_FORTIFY_SOURCE=2>)
    target_compile_options(gpuscout_settings INTERFACE
        $<$<AND:${gpuscout_optimised},$<CXX_COMPILER_ID:GNU,Clang>>:-fstack-protector-strong>)
    target_link_options(gpuscout_settings INTERFACE
        $<$<AND:${gpuscout_optimised},$<CXX_COMPILER_ID:GNU,Clang>>:LINKER:-z,relro,-z,now>)
endif()

# Qt's headers are most of every compile step (3.6 s of CPU per file on average, measured on
# the 201 steps of `scripts/setup.sh run`): each library parses the Qt headers its files
# use most once, as a precompiled header, instead of once per file. The headers only add
# declarations every file could include anyway; GPUSCOUT_PRECOMPILED_HEADERS=OFF compiles
# without them (to check that each file includes what it uses).
option(GPUSCOUT_PRECOMPILED_HEADERS "Precompile the Qt headers each library uses most" ON)
set(gpuscout_pch_core
    <QByteArray> <QCoreApplication> <QDate> <QDateTime> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QLocale> <QObject> <QSet> <QString> <QStringList> <QVariant>)
set(gpuscout_pch_widgets
    ${gpuscout_pch_core} <QComboBox> <QDialog> <QHBoxLayout> <QHeaderView> <QLabel>
    <QLineEdit> <QPainter> <QPushButton> <QTableWidget> <QVBoxLayout> <QWidget>)
function(gpuscout_precompile_headers target kind)
    if(GPUSCOUT_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} PRIVATE ${gpuscout_pch_${kind}})
    endif()
endfunction()
