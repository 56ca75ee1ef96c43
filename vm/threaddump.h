/* threaddump.h: the thread dump printed on SIGQUIT (kill -3). */
#ifndef VM_THREADDUMP_H
#define VM_THREADDUMP_H

/* Makes every later SIGQUIT print every Java thread's name, state and Java
 * stack on stdout, in HotSpot's format, while the program runs on.  Called
 * once by vm_boot, when java.lang.Thread is loaded.  Returns 0, or -1 with
 * a message printed (the VM runs on, and SIGQUIT keeps its default). */
int threaddump_init(void);

#endif
