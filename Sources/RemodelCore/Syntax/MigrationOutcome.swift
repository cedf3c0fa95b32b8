/// What a multi-file migration decided for one finding.
enum MigrationOutcome {
  /// The fix, and what a reader should know about the way it was done.
  case fix(Fix, note: String? = nil)
  /// The pattern is real but cannot be migrated safely; the reason completes
  /// "not fixed because …".
  case refused(String)
  /// Not a case the migration covers after all.
  case notApplicable

  /// Runs a migration written as a throwing function, turning its refusals into outcomes.
  static func of(_ makeFix: () throws(MigrationRefusal) -> Fix) -> MigrationOutcome {
    noted { () throws(MigrationRefusal) in (try makeFix(), nil) }
  }

  /// The same for a migration that says how it fixed the finding.
  static func noted(_ makeFix: () throws(MigrationRefusal) -> (Fix, note: String?))
    -> MigrationOutcome
  {
    do throws(MigrationRefusal) {
      let (fix, note) = try makeFix()
      return .fix(fix, note: note)
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
