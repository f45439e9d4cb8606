/// Stand-ins the port provides itself, for SwiftUI value types that models use as plain values
/// (an enum whose raw values are `LocalizedStringKey`s, say).
enum BuiltInStandIns {
  static let declarations: [String: String] = [
    "EditMode": """
    enum EditMode: Hashable, Sendable {
      case inactive, transient, active
      var isEditing: Bool { self != .inactive }
    }
    """,
    "LocalizedStringKey": "typealias LocalizedStringKey = String",
  ]

  static var names: Set<String> { Set(declarations.keys) }

  static let fileName = "LinuxStandIns.swift"

  /// The file that declares the stand-ins `names` need, or `nil` when they need none.
  static func file(for names: Set<String>) -> String? {
    let needed = declarations.filter { names.contains($0.key) }.sorted { $0.key < $1.key }
    guard !needed.isEmpty else { return nil }
    return "// Written by tca-linux; see PORT.md.\n"
      + needed.map {
        "// NB: A SwiftUI type that Linux lacks, used here as a plain value.\n\($0.value)\n"
      }
      .joined()
  }
}
