/// What a multi-file migration decided for one finding.
enum MigrationOutcome {
  case fix(Fix)
  /// The pattern is real but cannot be migrated safely; the reason completes
  /// "not fixed because …".
  case refused(String)
  /// Not a case the migration covers after all.
  case notApplicable

  /// Runs a migration written as a throwing function, turning its refusals into outcomes.
  static func of(_ makeFix: () throws(MigrationRefusal) -> Fix) -> MigrationOutcome {
    do throws(MigrationRefusal) {
      return .fix(try makeFix())
    } catch {
      switch error {
      case .notApplicable: return .notApplicable
      case .reason(let reason): return .refused(reason)
      }
    }
  }
}

/// Why a migration stops: not its case at all, or its case but not safe to fix.
enum MigrationRefusal: Error {
  case notApplicable
  case reason(String)
}
