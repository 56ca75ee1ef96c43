package sun.nio.ch;

import java.nio.channels.Channel;

/** A channel a SelectorImpl can watch: its fd, and its ready ops for the poller's events. */
interface SelChImpl extends Channel {
    int fdVal();

    /** The ready ops (of interest) that poller events (NioNatives.EV_*) mean for this channel now. */
    int translateReadyOps(int events, int interest);
}
