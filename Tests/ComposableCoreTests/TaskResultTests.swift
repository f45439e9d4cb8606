import ComposableCore
import Testing

struct TaskResultTests {
  struct Failure: Error, Equatable { var code: Int }
  struct Opaque: Error {}

  @Test func catchesTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    let failure = await TaskResult<Int> { throw Failure(code: 1) }
    #expect(success == .success(42))
    #expect(failure == .failure(Failure(code: 1)))
    #expect(failure != .failure(Failure(code: 2)))
    #expect(try success.value == 42)
    #expect(throws: Failure(code: 1)) { try failure.value }
    #expect(success[case: \.success] == 42)
    #expect(success.map { $0 + 1 } == .success(43))
  }

  @Test func anErrorThatIsNotEquatableIsReportedWhenCompared() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    } matching: { issue in
      issue.description.contains("is not equatable")
    }
  }
}
