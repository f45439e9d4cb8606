import AppFeature
import CaseStudiesCLI
import FactClient
import Testing

struct RendererTests {
  @Test func rendersEveryCaseStudy() {
    var state = TerminalApp.State()
    state.app.effectsBasics.count = 3
    state.app.effectsBasics.numberFact = "3 is a good number."
    state.app.refresh.isLoading = true
    state.app.timers = .init(count: 1, isTimerRunning: true)
    state.app.nthPrime = .init(count: 200, nthPrimeProgress: 0.42)
    #expect(
      Renderer.render(state) == """
        counter: 3
        fact: 3 is a good number.
        refresh: count 0 · refreshing…
        timer: 1 tick · running
        prime: count 200 · [####......] 42%
        """)
  }

  @Test func showsFailureAlertsOnTheFactLines() {
    var state = TerminalApp.State()
    state.app.effectsBasics.alert = .factRequestFailed(
      FactClient.Failure("could not resolve host number-trivia.com"), about: 0,
      retry: .retryButtonTapped)
    state.app.refresh.alert = .factRequestFailed(
      FactClient.Failure("timed out after 10 s"), about: 0, retry: .retryButtonTapped)
    let lines = Renderer.lines(state)
    #expect(
      lines[1].text == "fact: failed: could not resolve host number-trivia.com · [Retry] [OK]")
    #expect(lines[2].text == "refresh: count 0 · failed: timed out after 10 s · [Retry] [OK]")
  }

  @Test(arguments: [
    (0.0, 1, "[..........] 0%"),
    (0.42, 1, "[####......] 42%"),
    (0.42, 10, "[####......] 40%"),
    (0.999, 10, "[#########.] 90%"),
    (1.0, 1, "[##########] 100%"),
    (1.5, 1, "[##########] 100%"),
    (-0.5, 1, "[..........] 0%"),
  ])
  func progressBar(progress: Double, step: Int, expected: String) {
    #expect(Renderer.progressBar(progress, step: step) == expected)
  }

  @Test func changesAreTheLinesThatDiffer() {
    let old = Renderer.lines(TerminalApp.State())
    var state = TerminalApp.State()
    state.app.timers.count = 2
    #expect(
      Renderer.changes(from: old, to: Renderer.lines(state)).map(\.text) == [
        "timer: 2 ticks · stopped"
      ])
  }
}
