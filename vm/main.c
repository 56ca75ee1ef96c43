/* main.c: the `jvm` launcher: the command line, -jar, then vm.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "classpath.h"
#include "options.h"
#include "vm.h"
#include "../os/os.h"

int main(int argc, char **argv)
{
    int rc = options_parse(argc, argv);
    if (rc == 1)
        return 0;
    if (rc != 0)
        return 1;                   /* java's status for a bad command line */
    char *main_name;
    if (vm_opts.jar != NULL) {
        char err[512] = "";
        if (access(vm_opts.jar, R_OK) != 0) {
            fprintf(stderr, "Error: Unable to access jarfile %s\n", vm_opts.jar);
            return 1;
        }
        Jar *j = jar_open_file(vm_opts.jar, err, sizeof err);
        if (j == NULL) {
            fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", vm_opts.jar);
            return 1;
        }
        main_name = jar_manifest_attr(j, "Main-Class");
        jar_close(j);
        if (main_name == NULL) {
            fprintf(stderr, "no main manifest attribute, in %s\n", vm_opts.jar);
            return 1;
        }
    } else {
        main_name = os_xstrdup(vm_opts.main_class);
    }
    VMThread *t = vm_boot();
    if (t == NULL)
        return 1;
    int status = vm_run_main(t, main_name);
    free(main_name);
    vm_threads_wait_non_daemon(t);
    vm_shutdown_hooks(t);
    vm_exit(status);
}
