import SwiftDiagnostics

/// A problem the macros report, with its message and severity.
struct MacroDiagnostic: DiagnosticMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableMacros", id: id)
  }

  static func error(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }
}

/// What a fix-it does, in words.
struct MacroFixIt: FixItMessage {
  let message: String
  let id: String

  var fixItID: MessageID {
    MessageID(domain: "ComposableMacros", id: id)
  }
}
