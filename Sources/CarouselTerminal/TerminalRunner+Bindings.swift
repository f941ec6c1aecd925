import CarouselKit

/// `--bind`'s commands in the loop: `execute` hands the terminal over and takes it back,
/// `execute-silent` runs beside the screen, `become` ends the run, `reload` reads a command's
/// output as the lines from then on (`reloader`); the events the loop sees
/// (`start`, `load`) go to the scene.
extension TerminalRunner {
    func run(_ request: ProgramRequest) -> RunOutcome? {
        switch request {
        case .become(let command): return .become(command)
        case .reload(let command):
            guard let reloader else { break }
            extraInput = reloader(command)
            reloadWhenAtRest = false
            // As fzf's: the lines shown stay until the command's first output (or its end)
            // replaces them, so a slow reload shows no empty list meanwhile.
            replacesInputOnFirstRead = extraInput != nil
            if extraInput == nil { scene.replaceInput(now: clock.now) }
            scene.handle(.loadingMore(extraInput != nil), now: clock.now)
            needsDraw = true
            if extraInput == nil { return fire(.load) }
        case .capture(let command):
            // fzf's transform: the command's output goes back to the scene, whose answer
            // (transform's actions) is carried out like a key's.
            let output = BoundCommandProcess.capture(command) ?? ""
            TemporaryFiles.release(usedBy: command)
            needsDraw = true
            if let outcome = carryOut(scene.handle(.commandOutput(output), now: clock.now)) { return outcome }
        case .captureInBackground(let command, let id):
            if !backgroundCommands.start(command, id: id) {
                if let outcome = carryOut(scene.handle(.backgroundOutput(id: id, ""), now: clock.now)) { return outcome }
            }
        case .cancelBackground:
            backgroundCommands.cancelAll()
        case .executeSilent(let command):
            BoundCommandProcess.run(command, terminalFD: nil)
            TemporaryFiles.release(usedBy: command)
            needsDraw = true
        case .execute(let command):
            // As Ctrl-Z does: the screen put back, the command given the terminal, then
            // everything drawn again (the command may have resized it).
            scene.handle(.interrupted, now: clock.now)
            awaitAnswers()
            if kittyPictures != nil { session.writeFrame(kittyPictures!.invalidate()) }
            session.pause()
            BoundCommandProcess.run(command, terminalFD: session.ttyFD)
            TemporaryFiles.release(usedBy: command)
            session.resume()
            pendingTypeahead += session.takeTypeahead()
            takeTerminalSize()
        }
        return nil
    }

    /// A bound event's actions, and what they asked of the program.
    func fire(_ event: BindEvent) -> RunOutcome? {
        scene.fire(event, now: clock.now)
        return takeRequestedActions()
    }

    /// What the scene's bound events asked for since the last look.
    func takeRequestedActions() -> RunOutcome? {
        while let action = scene.takeRequestedAction() {
            needsDraw = true
            if let outcome = carryOut(action) { return outcome }
        }
        return nil
    }
}
