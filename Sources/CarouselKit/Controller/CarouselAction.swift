/// What the carousel asks of the program around it after an event.
package enum CarouselAction: Equatable, Sendable {
    /// Quit; `chose` is the chosen item's index, if any.
    case quit(chose: Int?)
    /// Ctrl-C: quit as interrupted (exit status 130).
    case interrupt
    /// Ctrl-Z: suspend like a shell job.
    case suspend
    /// Ctrl-L: repaint the whole screen, whatever the terminal shows now (something else
    /// may have written to it).
    case redraw
    /// Open a scene over this carousel (`R`: the race). A scene stack presents it
    /// (`SceneStack`); a program running the carousel on its own may ignore it.
    case present(ScenePresentation)
    /// Leave the scene presented over another (Escape or R in a race opened with R): the
    /// scene stack goes back to the one beneath.
    case dismiss
    /// A `--bind` command for the program: run with the terminal handed over, run quietly,
    /// or become the command (placeholders already filled in).
    case run(ProgramRequest)
}

/// What a `--bind` action asks of the program around the scene.
package enum ProgramRequest: Equatable, Sendable {
    /// fzf's `execute`: the terminal handed to `sh -c COMMAND`, and back when it ends.
    case execute(String)
    /// fzf's `execute-silent`: run to its end, the screen left as it is.
    case executeSilent(String)
    /// fzf's `become`: the terminal restored, then the program replaced by `sh -c COMMAND`.
    case become(String)
    /// fzf's `reload`: `sh -c COMMAND`'s output replaces the lines (an older reload still
    /// running is cancelled).
    case reload(String)

    /// fzf's `transform` family: `sh -c COMMAND` run to its end, its output handed back to
    /// the scene as `InputEvent.commandOutput`.
    case capture(String)
    /// fzf's `bg-transform` family: `sh -c COMMAND` started beside the loop, its output
    /// handed back as `InputEvent.backgroundOutput` with `id` when it ends.
    case captureInBackground(String, id: Int)
    /// fzf's `bg-cancel`: the background commands still running stopped.
    case cancelBackground

    /// `become` replaces the program; the others come back to it.
    package var endsTheRun: Bool {
        if case .become = self { return true }
        return false
    }
}
