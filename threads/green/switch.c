/* switch.c: the green threads' context switch, a few lines of assembly.
 *
 * green_ctx_switch(save, next) pushes the callee-saved registers of the
 * System V (x86-64) or AAPCS64 (aarch64) calling convention and the
 * floating-point control state on the running stack, stores the stack
 * pointer in *save, loads `next` and pops the same frame from it, so the
 * `ret` lands wherever the other thread last called green_ctx_switch.
 * Caller-saved registers need no saving: the compiler already treats the
 * call as clobbering them.  A new thread's stack gets a frame that looks
 * like such a save, whose return address is green_boot, which calls the
 * entry function kept in a callee-saved register slot of that frame
 * (green_thread_main for green, the mn backend's own entries) and never
 * returns.
 *
 * Nothing here makes a system call: the signal mask is per OS thread and
 * every green thread shares it (the ucontext switch of legacy mode, in
 * green.c, is the one that costs a sigprocmask). */
#include <string.h>
#include "green_int.h"

#if defined(__x86_64__)

/* Frame, from the saved stack pointer up: mxcsr (4 bytes) and the x87
 * control word (2 bytes) in one 8-byte slot, r15, r14, r13, r12, rbx,
 * rbp, return address. */
__asm__(
    ".text\n"
    ".globl green_ctx_switch\n"
    ".hidden green_ctx_switch\n"
    ".type green_ctx_switch, @function\n"
    "green_ctx_switch:\n"
    "    pushq %rbp\n"
    "    pushq %rbx\n"
    "    pushq %r12\n"
    "    pushq %r13\n"
    "    pushq %r14\n"
    "    pushq %r15\n"
    "    subq $8, %rsp\n"
    "    stmxcsr (%rsp)\n"
    "    fnstcw 4(%rsp)\n"
    "    movq %rsp, (%rdi)\n"
    "    movq %rsi, %rsp\n"
    "    ldmxcsr (%rsp)\n"
    "    fldcw 4(%rsp)\n"
    "    addq $8, %rsp\n"
    "    popq %r15\n"
    "    popq %r14\n"
    "    popq %r13\n"
    "    popq %r12\n"
    "    popq %rbx\n"
    "    popq %rbp\n"
    "    ret\n"
    ".size green_ctx_switch, .-green_ctx_switch\n"
    "\n"
    ".globl green_boot\n"
    ".hidden green_boot\n"
    ".type green_boot, @function\n"
    "green_boot:\n"
    "    xorl %ebp, %ebp\n"          /* ends the frame-pointer chain */
    "    call *%r12\n"               /* the entry green_ctx_init_entry put there */
    "    ud2\n"
    ".size green_boot, .-green_boot\n"
    );

#define FRAME_WORDS 8               /* fp control, 6 registers, return */
#define FRAME_RET 7
#define FRAME_ENTRY 4               /* the r12 slot */
#define FP_CONTROL_DEFAULT (0x1F80ull | (0x037Full << 32))

#elif defined(__aarch64__)

/* Frame of 176 bytes: x19..x28, x29 (fp), x30 (lr), d8..d15, fpcr. */
__asm__(
    ".text\n"
    ".globl green_ctx_switch\n"
    ".hidden green_ctx_switch\n"
    ".type green_ctx_switch, %function\n"
    "green_ctx_switch:\n"
    "    sub sp, sp, #176\n"
    "    stp x19, x20, [sp, #0]\n"
    "    stp x21, x22, [sp, #16]\n"
    "    stp x23, x24, [sp, #32]\n"
    "    stp x25, x26, [sp, #48]\n"
    "    stp x27, x28, [sp, #64]\n"
    "    stp x29, x30, [sp, #80]\n"
    "    stp d8, d9, [sp, #96]\n"
    "    stp d10, d11, [sp, #112]\n"
    "    stp d12, d13, [sp, #128]\n"
    "    stp d14, d15, [sp, #144]\n"
    "    mrs x9, fpcr\n"
    "    str x9, [sp, #160]\n"
    "    mov x9, sp\n"
    "    str x9, [x0]\n"
    "    mov sp, x1\n"
    "    ldr x9, [sp, #160]\n"
    "    msr fpcr, x9\n"
    "    ldp x19, x20, [sp, #0]\n"
    "    ldp x21, x22, [sp, #16]\n"
    "    ldp x23, x24, [sp, #32]\n"
    "    ldp x25, x26, [sp, #48]\n"
    "    ldp x27, x28, [sp, #64]\n"
    "    ldp x29, x30, [sp, #80]\n"
    "    ldp d8, d9, [sp, #96]\n"
    "    ldp d10, d11, [sp, #112]\n"
    "    ldp d12, d13, [sp, #128]\n"
    "    ldp d14, d15, [sp, #144]\n"
    "    add sp, sp, #176\n"
    "    ret\n"
    ".size green_ctx_switch, .-green_ctx_switch\n"
    "\n"
    ".globl green_boot\n"
    ".hidden green_boot\n"
    ".type green_boot, %function\n"
    "green_boot:\n"
    "    mov x29, #0\n"
    "    blr x19\n"                  /* the entry green_ctx_init_entry put there */
    "    brk #0\n"
    ".size green_boot, .-green_boot\n"
    );

#define FRAME_WORDS 22              /* 176 bytes */
#define FRAME_RET 11                /* the x30 slot */
#define FRAME_ENTRY 0               /* the x19 slot */
#define FP_CONTROL_DEFAULT 0ull

#else
#error "green threads: no context switch for this architecture (x86-64 and aarch64 only)"
#endif

void green_boot(void) GREEN_HIDDEN;

void *green_ctx_init(char *top)
{
    return green_ctx_init_entry(top, green_thread_main);
}

void *green_ctx_init_entry(char *top, void (*entry)(void))
{
    /* Leave 16 bytes above the frame, keep it 16-byte aligned so that the
     * stack pointer after the frame is popped is aligned as at a call. */
    uintptr_t sp = ((uintptr_t)top - 16) & ~(uintptr_t)15;
    uint64_t *frame = (uint64_t *)sp - FRAME_WORDS;
    memset(frame, 0, FRAME_WORDS * sizeof *frame);
#if defined(__x86_64__)
    frame[0] = FP_CONTROL_DEFAULT;
#else
    frame[20] = FP_CONTROL_DEFAULT;
#endif
    frame[FRAME_RET] = (uint64_t)(uintptr_t)green_boot;
    frame[FRAME_ENTRY] = (uint64_t)(uintptr_t)entry;
    return frame;
}
