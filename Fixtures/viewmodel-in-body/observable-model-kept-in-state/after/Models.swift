import Observation

@Observable
final class GreetingModel {
    var name: String
    var waves = 0

    init(name: String) {
        self.name = name
    }
}

@Observable
final class SummaryModel {
    var accountID: Int
    var isExpanded = false

    init(accountID: Int) {
        self.accountID = accountID
    }
}

@Observable
final class ArchiveModel {
    var accountID: Int
    var page = 0

    init(accountID: Int) {
        self.accountID = accountID
    }
}

@Observable
final class BadgeModel {
    var count: Int

    init(count: Int) {
        self.count = count
    }
}

@Observable
public final class PinModel {
    public var count: Int

    public init(count: Int) {
        self.count = count
    }
}
