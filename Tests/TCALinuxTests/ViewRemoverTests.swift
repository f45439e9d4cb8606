import Testing

@testable import TCALinux

@Suite struct ViewRemoverTests {
  @Test func viewInTheReducersFile() {
    let report = assertPort(
      """
      import ComposableArchitecture

      @Reducer
      struct Counter {
        struct State: Equatable { var count = 0 }
        enum Action { case tapped }
      }

      /// Shows the count.
      struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View { Text("\\(store.count)") }
      }

      #Preview {
        CounterView(store: Store(initialState: Counter.State()) { Counter() })
      }

      """,
      """
      import ComposableArchitecture

      @Reducer
      struct Counter {
        struct State: Equatable { var count = 0 }
        enum Action { case tapped }
      }

      """)
    #expect(report.deleted == ["10: struct CounterView", "15: #Preview"])
    #expect(report.deletions[0].reason == "conforms to View, which Linux does not have")
  }

  @Test func previewProviderInsideIfDebug() {
    assertPort(
      """
      #if DEBUG
        struct CounterView_Previews: PreviewProvider {
          static var previews: some View { EmptyView() }
        }
      #endif
      let kept = 1

      """,
      """
      #if DEBUG
      #endif
      let kept = 1

      """)
  }

  @Test func nestedViewType() {
    assertPort(
      """
      enum Settings {
        struct Row: SwiftUI.View {
          var body: some SwiftUI.View { EmptyView() }
        }
        static let title = "Settings"
      }

      """,
      """
      enum Settings {
        static let title = "Settings"
      }

      """)
  }

  @Test func extensionOfAViewInAnotherFile() {
    let result = port([
      "Sources/App/CounterView.swift": "struct CounterView: View {}\n",
      "Sources/App/CounterView+Buttons.swift": """
      extension CounterView {
        var buttons: some View { EmptyView() }
      }
      extension Counter {}

      """,
    ])
    #expect(result.files[0].text == "extension Counter {}\n")
    #expect(result.report.deletions[0].reason == "extends CounterView, a view")
  }

  @Test func extensionOfTheViewProtocol() {
    assertPort(
      """
      extension View {
        func card() -> some View { padding() }
      }

      """,
      "\n")
  }

  @Test func uiKitControllerAndItsSubclass() {
    let result = port([
      "Sources/App/A.swift": "final class CounterViewController: UIViewController {}\n",
      "Sources/App/B.swift": "final class FancyCounterViewController: CounterViewController {}\n",
    ])
    #expect(
      result.report.deleted == [
        "1: class CounterViewController", "1: class FancyCounterViewController",
      ])
  }

  @Test func appEntryPointAndStyles() {
    let report = assertPort(
      """
      @main
      struct CounterApp: App {
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      struct BigButtonStyle: ButtonStyle {}

      """,
      "\n")
    #expect(report.deleted == ["1: struct CounterApp", "5: struct BigButtonStyle"])
  }
}
