import CaseStudiesCLI
import Testing

/// What the interactive screen writes: the lines that changed and nothing else, events above
/// the block, lines cut to the width, and the cursor back where the user types.
struct StatusScreenTests {
  let status = [
    Renderer.Line(name: "counter", value: "0"), Renderer.Line(name: "timer", value: "stopped"),
    Renderer.Line(name: "prime", value: "—"),
  ]

  func editor(_ text: String) -> LineEditor {
    var editor = LineEditor()
    for character in text { _ = editor.handle(.character(character)) }
    return editor
  }

  @Test func theFirstDrawWritesTheBlockAndThePrompt() {
    var screen = StatusScreen()
    let output = screen.draw(.init(status: status, editor: editor("co")), width: 40)
    #expect(
      output
        == "\u{1B}[?25l\r\u{1B}[Jcounter: 0\ntimer: stopped\nprime: —\n> co\r\u{1B}[4C\u{1B}[?25h")
  }

  @Test func onlyChangedLinesAreRewritten() {
    var screen = StatusScreen()
    _ = screen.draw(.init(status: status), width: 40)
    var changed = status
    changed[1].value = "running"
    let output = screen.draw(.init(status: changed), width: 40)
    #expect(
      output == "\u{1B}[?25l\u{1B}[2A\r\u{1B}[2Ktimer: running\u{1B}[2B\r\u{1B}[2C\u{1B}[?25h")
    #expect(screen.draw(.init(status: changed), width: 40) == "")
  }

  @Test func typingRewritesOnlyThePrompt() {
    var screen = StatusScreen()
    _ = screen.draw(.init(status: status, editor: editor("pr")), width: 40)
    let output = screen.draw(.init(status: status, editor: editor("pri")), width: 40)
    #expect(output == "\u{1B}[?25l\r\u{1B}[2K> pri\r\u{1B}[5C\u{1B}[?25h")
  }

  @Test func eventsGoAboveTheBlockAndTheTypedLineSurvives() {
    var screen = StatusScreen()
    _ = screen.draw(.init(status: status, editor: editor("coun")), width: 40)
    let output = screen.print(
      "counter: 1\n", then: .init(status: status, editor: editor("coun")), width: 40)
    #expect(
      output
        == "\u{1B}[?25l\u{1B}[3A\r\u{1B}[J\r\u{1B}[2Kcounter: 1\ncounter: 0\ntimer: stopped\nprime: —\n> coun\r\u{1B}[6C\u{1B}[?25h"
    )
  }

  @Test func aNewWidthOrLineCountRedrawsEverything() {
    var screen = StatusScreen()
    _ = screen.draw(.init(status: status), width: 40)
    #expect(screen.draw(.init(status: status), width: 60).contains("counter: 0"))
    #expect(
      screen.draw(.init(status: Array(status.prefix(2))), width: 60).hasPrefix(
        "\u{1B}[?25l\u{1B}[3A\r\u{1B}[J"))
  }

  @Test func longLinesAreCutToTheWidthAndThePromptScrollsToTheCursor() {
    var screen = StatusScreen()
    let long = [Renderer.Line(name: "fact", value: String(repeating: "x", count: 50))]
    let output = screen.draw(
      .init(status: long, editor: editor(String(repeating: "y", count: 30))), width: 20)
    #expect(output.contains("fact: xxxxxxxxxxxx…\n"))
    // 17 columns for the line after "> " on a 20-column terminal: its end, with the cursor after it.
    #expect(output.contains("> " + String(repeating: "y", count: 16) + "\r\u{1B}[18C"))
  }

  @Test func wideCharactersCountTwoColumns() {
    var screen = StatusScreen()
    let output = screen.draw(.init(status: [], editor: editor("日本")), width: 40)
    #expect(output.hasSuffix("> 日本\r\u{1B}[6C\u{1B}[?25h"))
  }

  @Test func finishLeavesTheScreenAndMovesBelowIt() {
    var screen = StatusScreen()
    #expect(screen.finish() == "")
    _ = screen.draw(.init(status: status), width: 40)
    #expect(screen.finish() == "\r\n")
  }

  @Test func namesAreColouredWhenStyled() {
    var screen = StatusScreen(style: Style(isEnabled: true))
    let output = screen.draw(.init(status: [status[0]]), width: 40)
    #expect(output.contains("\u{1B}[1;36mcounter\u{1B}[0m: 0\n"))
  }
}

/// The prime search's meter: bar, percentage, rate and time left, measured from its start.
struct ProgressMeterTests {
  @Test func showsRateAndTimeLeftFromTheStartOfTheSearch() {
    var meter = ProgressMeter()
    let start = ContinuousClock.now
    #expect(
      meter.text(progress: 0.01, count: 1_000_000, now: start) == "[..........] 1% · starting…")
    #expect(
      meter.text(progress: 0.25, count: 1_000_000, now: start + .seconds(2))
        == "[##........] 25% · 125.0k primes/s · 6s left")
    #expect(meter.text(progress: nil, count: 1_000_000, now: start + .seconds(3)) == nil)
    #expect(
      meter.text(progress: 0.5, count: 10, now: start + .seconds(100))
        == "[#####.....] 50% · starting…")
  }

  @Test(arguments: [
    (0.2, "<1s"), (42.0, "42s"), (185.0, "3m 05s"), (7620.0, "2h 07m"), (Double.infinity, "?"),
  ])
  func durations(seconds: Double, text: String) {
    #expect(ProgressMeter.duration(seconds) == text)
  }
}

/// `--color` and `NO_COLOR`.
struct ColorChoiceTests {
  @Test func autoColoursATerminalUnlessNoColorOrDumb() {
    #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "xterm"]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: false, environment: ["TERM": "xterm"]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(ColorChoice.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.usesColor(isTerminal: true, environment: [:]))
  }
}
