cmake_minimum_required(VERSION 3.20)
# Fails when a source of the layers that must stay free of widgets includes one.
#   cmake -DROOT=<source tree> [-DQT_HEADERS=<Qt include dir>] -P scripts/check-layering.cmake
# Checked: every .h and .cpp under models/ and app/controller/. Forbidden: the Qt Widgets
# and Qt Charts modules (<QtWidgets/...>, <QtCharts>, and every class header those modules
# install, such as <QWidget>, <QDialog>, <QChartView>), and any header of views/ (an include
# "folder/File.h" that names a file under views/). With QT_HEADERS (tests/CMakeLists.txt
# passes Qt's include folder) the class headers are read from Qt's QtWidgets and QtCharts
# folders; without it a list of the common ones stands in.
# Also checked: every .h and .cpp under views/, which may include no header of app/ (the
# window and the controller sit above the views).
# Prints one line per offending include and fails; prints "layering: ok" otherwise.
if(NOT ROOT)
    get_filename_component(ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()

set(forbidden_headers QWidget QMainWindow QDialog QLabel QPushButton QAbstractButton QLineEdit QComboBox
    QCheckBox QSlider QSpinBox QTableView QTreeView QListView QHeaderView QScrollArea QMessageBox QFileDialog
    QMenu QMenuBar QAction QToolBar QStatusBar QDockWidget QTabWidget QSplitter QLayout QBoxLayout QVBoxLayout
    QHBoxLayout QGridLayout QFormLayout QApplication QStyle QFrame QGroupBox QToolTip QChart QChartView
    QScatterSeries QLineSeries QValueAxis QGraphicsView QGraphicsScene)
if(QT_HEADERS)
    foreach(module QtWidgets QtCharts)
        file(GLOB module_headers RELATIVE "${QT_HEADERS}/${module}" "${QT_HEADERS}/${module}/Q*")
        foreach(header ${module_headers})
            if(NOT header MATCHES "\\.")  # the class headers have no suffix
                list(APPEND forbidden_headers ${header})
            endif()
        endforeach()
    endforeach()
    list(REMOVE_DUPLICATES forbidden_headers)
endif()
# Qt 6 moved QAction (and QUndoStack) to Qt Gui: including them is no widget dependency.
list(REMOVE_ITEM forbidden_headers QAction QActionGroup QShortcut QUndoStack QUndoCommand QUndoGroup
     QFileSystemModel)

file(GLOB_RECURSE sources RELATIVE "${ROOT}"
     "${ROOT}/models/*.h" "${ROOT}/models/*.cpp" "${ROOT}/app/controller/*.h" "${ROOT}/app/controller/*.cpp")
list(SORT sources)
set(failures 0)
file(GLOB_RECURSE view_sources RELATIVE "${ROOT}" "${ROOT}/views/*.h" "${ROOT}/views/*.cpp")
list(SORT view_sources)
foreach(source ${sources})
    file(STRINGS "${ROOT}/${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line ${includes})
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*$" "\\1" header "${line}")
        set(why "")
        if(header MATCHES "^Qt(Widgets|Charts)(/|$)")
            set(why "a Qt Widgets or Qt Charts header")
        elseif(header IN_LIST forbidden_headers)
            set(why "a Qt Widgets or Qt Charts class")
        elseif(header MATCHES "/" AND EXISTS "${ROOT}/views/${header}")
            set(why "a header of views/")
        endif()
        if(why)
            message("${source} includes ${header}: ${why}")
            math(EXPR failures "${failures} + 1")
        endif()
    endforeach()
endforeach()
foreach(source ${view_sources})
    file(STRINGS "${ROOT}/${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line ${includes})
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*$" "\\1" header "${line}")
        if(header MATCHES "/" AND EXISTS "${ROOT}/app/${header}")
            message("${source} includes ${header}: a header of app/")
            math(EXPR failures "${failures} + 1")
        endif()
    endforeach()
endforeach()
if(failures GREATER 0)
    message(FATAL_ERROR "layering: ${failures} include(s) of widgets or views in models/ or app/controller/, or of app/ in views/")
endif()
list(LENGTH sources checked)
list(LENGTH view_sources checked_views)
message("layering: ok (${checked} files of models/ and app/controller/, ${checked_views} of views/)")
