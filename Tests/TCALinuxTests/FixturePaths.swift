import Foundation

/// The fixture apps in `Tools/Fixtures`: each has `app/` (as a team writes it) and `expected/`
/// (its port, with composable-linux at `/composable-linux`).
enum FixturePaths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tools/Fixtures").path

  static func app(_ name: String) -> String { root + "/" + name + "/app" }
  static func expected(_ name: String) -> String { root + "/" + name + "/expected" }
}
