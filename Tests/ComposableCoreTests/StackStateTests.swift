import ComposableCore
import Testing

struct StackStateTests {
  @CasePathable enum Page: Equatable { case int(Int), text(String) }

  @Test func identitiesAreNotReusedAfterTheStackIsEmptied() {
    var stack = StackState(["a", "b"])
    stack.removeAll()
    stack.append("c")
    #expect(stack.ids.map(\.rawValue) == [2])
  }

  @Test func settingNilThroughACaseRemovesTheElement() {
    var stack = StackState<Page>([.int(1)])
    stack[id: 0, case: \.int]? += 1
    #expect(stack[id: 0] == .int(2))
    stack[id: 0, case: \.int] = nil
    #expect(stack.isEmpty)
  }

  @Test func changingAnElementThroughAnotherCaseIsReported() {
    var stack = StackState<Page>([.text("x")])
    withKnownIssue {
      stack[id: 0, case: \.int] = 1
    } matching: { issue in
      issue.description.contains("Can't change the stack element #0 through a case it is not in")
    }
    #expect(stack[id: 0] == .text("x"))
  }
}

struct PresentationStateTests {
  @CasePathable enum Destination: Equatable { case int(Int), text(String) }

  @Test func settingNilThroughACaseDismisses() {
    var presentation = PresentationState<Destination>(wrappedValue: .int(1))
    presentation[case: \.int]? += 1
    #expect(presentation.wrappedValue == .int(2))
    presentation[case: \.int] = nil
    #expect(presentation.wrappedValue == nil)
  }

  @Test func changingThroughAnotherCaseIsReported() {
    var presentation = PresentationState<Destination>(wrappedValue: .text("x"))
    withKnownIssue {
      presentation[case: \.int] = 1
    } matching: { issue in
      issue.description.contains("through a case it is not in: it is text(\"x\")")
    }
    #expect(presentation.wrappedValue == .text("x"))
  }
}
