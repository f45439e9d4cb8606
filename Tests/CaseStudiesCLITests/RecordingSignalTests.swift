import FactServerTestSupport
import Foundation
import Testing

/// A recording interrupted by SIGTERM keeps every action written before the signal.
@Suite(.onServerExecutor, .temporaryFiles, .timeLimit(.minutes(10)))
struct RecordingSignalTests {
  @Test func recordingSurvivesSIGTERM() async throws {
    let log = try temporaryDirectory().appendingPathComponent("log.jsonl")
    let app = try InteractiveProcess(["--facts", "mock", "--record", log.path])
    app.send("counter +\ncounter +\ncounter +\nstate\n")
    _ = await app.readUntil("prime: count 0 · —\n")
    app.terminate()
    let status = await app.exitStatus()
    #expect(status == SIGTERM)
    let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.last?.contains(#""count":3"#) == true)
  }
}
