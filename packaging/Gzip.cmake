# cmake -DINPUT=FILE -DOUTPUT=FILE.gz -P Gzip.cmake
# gzip -9n: maximum compression, no file name or time stamp, so the result depends only on
# the input (Debian policy 12.3; lintian checks both).
find_program(GZIP gzip REQUIRED)
execute_process(COMMAND ${GZIP} -9n -c ${INPUT} OUTPUT_FILE ${OUTPUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip -9n ${INPUT} failed: ${rc}")
endif()
