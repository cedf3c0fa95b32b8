import Combine
import Foundation

final class SettingsModel: ObservableObject {
    @Published var downloadsOverCellular: Bool
    @Published var notificationsEnabled: Bool
    @Published var dailyGoalMinutes: Int

    private let defaults: UserDefaults
    private var cancellables = Set<AnyCancellable>()

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        downloadsOverCellular = defaults.bool(forKey: "downloadsOverCellular")
        notificationsEnabled = defaults.bool(forKey: "notificationsEnabled")
        dailyGoalMinutes = max(defaults.integer(forKey: "dailyGoalMinutes"), 10)

        $downloadsOverCellular
            .dropFirst()
            .sink { [weak self] value in
                self?.defaults.set(value, forKey: "downloadsOverCellular")
            }
            .store(in: &cancellables)

        $notificationsEnabled
            .dropFirst()
            .sink { [weak self] value in
                self?.defaults.set(value, forKey: "notificationsEnabled")
            }
            .store(in: &cancellables)

        $dailyGoalMinutes
            .dropFirst()
            .sink { [weak self] value in
                self?.defaults.set(value, forKey: "dailyGoalMinutes")
            }
            .store(in: &cancellables)
    }
}

final class ProfileModel: ObservableObject {
    @Published var displayName: String
    @Published var email: String

    init(displayName: String, email: String) {
        self.displayName = displayName
        self.email = email
    }

    var initials: String {
        displayName
            .split(separator: " ")
            .compactMap(\.first)
            .prefix(2)
            .map(String.init)
            .joined()
    }
}
