import SwiftNavigation
import Testing

struct ButtonStateBuilderTests {
  func labels(@ButtonStateBuilder<TestAction> _ build: () -> [ButtonState<TestAction>]) -> [String]
  {
    build().map { String(state: $0.label) }
  }

  @Test func ifWithoutElseAddsButtonsOnlyWhenTrue() {
    for canRetry in [true, false] {
      let built = labels {
        if canRetry {
          ButtonState(action: .send(.retry)) { TextState("Retry") }
        }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      #expect(built == (canRetry ? ["Retry", "Cancel"] : ["Cancel"]))
    }
  }

  @Test func ifElseAndSwitchPickOneBranch() {
    for isDestructive in [true, false] {
      let built = labels {
        if isDestructive {
          ButtonState(role: .destructive, action: .send(.confirm)) { TextState("Delete") }
        } else {
          ButtonState(action: .send(.confirm)) { TextState("Archive") }
        }
        switch isDestructive {
        case true: ButtonState(role: .cancel) { TextState("Keep") }
        case false: ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
      #expect(built == (isDestructive ? ["Delete", "Keep"] : ["Archive", "Cancel"]))
    }
  }

  @Test func loopsAndArraysAddEveryButtonInOrder() {
    let extra = [
      ButtonState<TestAction>(action: .send(.retry)) { TextState("Retry") },
      ButtonState<TestAction>(role: .cancel) { TextState("Cancel") },
    ]
    let built = labels {
      for provider in 1...3 {
        ButtonState(action: .send(.signIn(provider))) { TextState("Account \(provider)") }
      }
      extra
    }
    #expect(built == ["Account 1", "Account 2", "Account 3", "Retry", "Cancel"])
  }

  @Test func anEmptyBuilderHasNoButtons() {
    #expect(labels {}.isEmpty)
  }
}
