import CustomDump
import SwiftNavigation
import Testing

struct ButtonStateTests {
  @Test func everySpellingBuildsItsButton() {
    let plain = ButtonState(action: .send(TestAction.confirm)) { TextState("OK") }
    #expect(plain.role == nil)
    #expect(plain.action == .send(.confirm))
    #expect(plain.label == "OK")
    let bare = ButtonState(role: .destructive, action: TestAction.confirm) { TextState("Delete") }
    #expect(bare.action.action == .confirm)
    #expect(bare.role == .destructive)
    let cancel = ButtonState<TestAction>(role: .cancel) { TextState("Cancel") }
    #expect(cancel.action.action == nil)
    let animated = ButtonState(action: .send(TestAction.retry, animation: .default)) {
      TextState("Retry")
    }
    #expect(animated.action.animation == .default)
  }

  @Test func equalityIgnoresIdentityButNotAnimation() {
    let first = ButtonState(action: .send(TestAction.confirm)) { TextState("OK") }
    let second = ButtonState(action: .send(TestAction.confirm)) { TextState("OK") }
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    let animated = ButtonState(action: .send(TestAction.confirm, animation: .easeIn)) {
      TextState("OK")
    }
    #expect(first != animated)
    #expect(first != ButtonState(role: .cancel, action: .send(.confirm)) { TextState("OK") })
    #expect(first != ButtonState(action: .send(.confirm)) { TextState("Okay") })
  }

  @Test func withActionHandsOverTheAction() async {
    var performed: [TestAction?] = []
    ButtonState(action: .send(TestAction.retry, animation: .default)) { TextState("Retry") }
      .withAction { performed.append($0) }
    ButtonState<TestAction>(role: .cancel) { TextState("Cancel") }
      .withAction { performed.append($0) }
    await ButtonState(action: TestAction.confirm) { TextState("OK") }
      .withAction { action async in performed.append(action) }
    #expect(performed == [.retry, nil, .confirm])
  }

  @Test func anAnimatedActionPerformedAsynchronouslyIsReportedAndStillPerformed() async {
    var performed: [TestAction?] = []
    let button = ButtonState(action: .send(TestAction.retry, animation: .easeInOut)) {
      TextState("Retry")
    }
    await withKnownIssue {
      await button.withAction { action async in performed.append(action) }
    } matching: { issue in
      issue.description.hasSuffix(
        """
        An animated action was performed asynchronously: …

          Action:
            ButtonStateAction.send(
              .retry,
              animation: Animation.easeInOut
            )

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous closure, \
        or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    #expect(performed == [.retry])
  }

  @Test func mapTransformsTheActionAndKeepsTheRest() {
    let button = ButtonState(
      role: .destructive, action: .send(TestAction.confirm, animation: .linear)
    ) {
      TextState("Delete")
    }
    let mapped = button.map { $0.map { "\($0)" } }
    #expect(mapped.id == button.id)
    #expect(mapped.role == .destructive)
    #expect(mapped.label == "Delete")
    #expect(mapped.action == .send("confirm", animation: .linear))
  }

  @Test func dumpsAsItsInitializer() {
    let button = ButtonState(role: .destructive, action: .send(TestAction.confirm)) {
      TextState("Delete")
    }
    #expect(
      String(customDumping: button) == """
        ButtonState(
          role: .destructive,
          action: .send(.confirm),
          label: "Delete"
        )
        """
    )
    let dismiss = ButtonStateAction<TestAction>.send(nil)
    #expect(String(customDumping: dismiss) == "ButtonStateAction.send(nil)")
  }

  @Test func dumpsPayloadsAndAnimationsAsCustomDumpNestsEnums() {
    #expect(
      String(customDumping: ButtonStateAction.send(TestAction.signIn(1))) == """
        ButtonStateAction.send(
          .signIn(1)
        )
        """
    )
    let animated = ButtonStateAction.send(TestAction.retry, animation: .easeIn(duration: 0.3))
    #expect(
      String(customDumping: animated) == """
        ButtonStateAction.send(
          .retry,
          animation: Animation.easeIn(duration: 0.3)
        )
        """
    )
  }

  @Test func plainTextBracketsTheLabel() {
    #expect(ButtonState<TestAction>(role: .cancel) { TextState("Cancel") }.plainText == "[Cancel]")
  }
}
