#!/usr/bin/env python3
"""Runs a program on a pty of its own and forwards its output to this terminal at RATE
bytes a second, as a serial line, a congested ssh or a phone's data would; keys go the
other way at once, or with --answer-delay SECONDS that much later (the terminal's answers
too: the round trip of an intercontinental or satellite link). Window size changes pass
through.

    scripts/slow-link.py [--answer-delay SECONDS] RATE -- command args...

The program's bytes wait in the kernel (the proxy reads only what the rate allows), so
the program meets the back-pressure it would meet on a real slow link. At the end the
terminal's settings are put back and the program's exit status is returned.
"""
import fcntl, os, pty, select, signal, struct, sys, termios, time, tty

def window_size(fd):
    try:
        return fcntl.ioctl(fd, termios.TIOCGWINSZ, b"\0" * 8)
    except OSError:
        return struct.pack("HHHH", 24, 80, 0, 0)

def main(argv):
    delay = 0.0
    if len(argv) > 2 and argv[1] == "--answer-delay":
        try:
            delay = float(argv[2])
        except ValueError:
            delay = -1
        if delay < 0:
            sys.stderr.write("slow-link.py: --answer-delay takes a number of seconds\n")
            return 2
        argv = argv[:1] + argv[3:]
    if len(argv) < 3 or "--" not in argv[:3]:
        sys.stderr.write("usage: slow-link.py [--answer-delay SECONDS] RATE -- command [args...]\n")
        return 2
    rate = float(argv[1])
    command = argv[argv.index("--") + 1:]
    if rate <= 0 or not command:
        sys.stderr.write("slow-link.py: RATE must be a positive number of bytes a second\n")
        return 2
    stdin, stdout = sys.stdin.fileno(), sys.stdout.fileno()
    size = window_size(stdin)
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdin.fileno(), termios.TIOCSWINSZ, size)
        try:
            os.execvp(command[0], command)
        except OSError as error:
            sys.stderr.write(f"slow-link.py: {command[0]}: {error.strerror}\n")
        os._exit(127)

    def pass_size(*_):
        fcntl.ioctl(master, termios.TIOCSWINSZ, window_size(stdin))
    signal.signal(signal.SIGWINCH, pass_size)
    pass_size()
    saved = termios.tcgetattr(stdin) if os.isatty(stdin) else None
    if saved is not None:
        tty.setraw(stdin)
    # Bytes earned but not yet spent; capped so an idle link cannot save up a burst.
    chunk = max(1, int(rate / 100))
    allowance, last = 0.0, time.monotonic()
    reading_keys = True
    # Keys and answers on their way to the program: (when they arrive, bytes), in order.
    in_flight = []
    try:
        while True:
            now = time.monotonic()
            while in_flight and in_flight[0][0] <= now:
                os.write(master, in_flight.pop(0)[1])
            allowance = min(allowance + (now - last) * rate, float(chunk))
            last = now
            watched = ([stdin] if reading_keys else []) + ([master] if allowance >= 1 else [])
            wait = None if allowance >= 1 else (1 - allowance) / rate
            if in_flight:
                due = max(0.0, in_flight[0][0] - now)
                wait = due if wait is None else min(wait, due)
            try:
                readable, _, _ = select.select(watched, [], [], wait)
            except InterruptedError:
                continue
            if stdin in readable:
                data = os.read(stdin, 4096)
                if not data:
                    reading_keys = False   # no more keys; the program's output still comes
                    continue
                if delay > 0:
                    in_flight.append((time.monotonic() + delay, data))
                else:
                    os.write(master, data)
            if master in readable:
                try:
                    data = os.read(master, int(allowance))
                except OSError:
                    break   # the program's side closed: it has ended
                if not data:
                    break
                allowance -= len(data)
                view = memoryview(data)
                while view:
                    view = view[os.write(stdout, view):]
    finally:
        if saved is not None:
            termios.tcsetattr(stdin, termios.TCSAFLUSH, saved)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status) if status & 0x7f == 0 else 128 + (status & 0x7f)

if __name__ == "__main__":
    sys.exit(main(sys.argv))
