import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["UITransactionEntry": UITransactionEntryMacro.self]))
struct UITransactionEntryMacroTests {
  @Test func aPropertyWithADefaultGetsAKey() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var isAnimated: Bool = false
        @UITransactionEntry var duration = 0.25
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var isAnimated: Bool {
          get {
            self[__Key_isAnimated.self]
          }
          set {
            self[__Key_isAnimated.self] = newValue
          }
          _modify {
            yield &self[__Key_isAnimated.self]
          }
        }

        private enum __Key_isAnimated: SwiftNavigation.UITransactionKey {
          static let defaultValue: Bool = false
        }
        var duration {
          get {
            self[__Key_duration.self]
          }
          set {
            self[__Key_duration.self] = newValue
          }
          _modify {
            yield &self[__Key_duration.self]
          }
        }

        private enum __Key_duration: SwiftNavigation.UITransactionKey {
          static let defaultValue = 0.25
        }
      }
      """
    }
  }

  @Test func anOptionalDefaultsToNil() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var source: String?
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var source: String? {
          get {
            self[__Key_source.self]
          }
          set {
            self[__Key_source.self] = newValue
          }
          _modify {
            yield &self[__Key_source.self]
          }
        }

        private enum __Key_source: SwiftNavigation.UITransactionKey {
          static let defaultValue: String? = nil
        }
      }
      """
    }
  }

  @Test func aPropertyWithoutADefaultIsAnError() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var count: Int
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry var count: Int
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' needs a default value, or an optional type that defaults to nil
      }
      """
    }
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry let count = 0
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry let count = 0
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' applies to a 'var' with a single name and no accessors
      }
      """
    }
  }
}
