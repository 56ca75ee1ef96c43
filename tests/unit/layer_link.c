/* layer_link.c: an empty main for the per-layer link checks of
 * tests/meson.build.  Each check links one layer's library whole (every
 * object, used or not) with the layers below it only, so a call from that
 * layer into a higher one is an undefined symbol and fails the build. */
int main(void)
{
    return 0;
}
