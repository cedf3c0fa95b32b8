import Foundation
import Observation

@Observable
final class ReadingStats {
    var articlesRead = 0
    var minutesRead = 0
    var streakDays = 0
    var lastReadAt: Date?

    func recordRead(_ article: Article) {
        articlesRead += 1
        minutesRead += article.readingMinutes
        lastReadAt = Date()
    }

    func reset() {
        articlesRead = 0
        minutesRead = 0
        streakDays = 0
        lastReadAt = nil
    }
}

struct ReadingPreferences: Equatable {
    enum Theme: String, CaseIterable, Identifiable {
        case system
        case light
        case dark

        var id: String { rawValue }
    }

    var fontScale: Double = 1.0
    var theme: Theme = .system
    var showsImages = true
}

@Observable
final class ReadingProgress {
    var fraction: Double = 0

    var isFinished: Bool {
        fraction >= 0.95
    }

    func advance(by step: Double) {
        fraction = min(fraction + step, 1)
    }
}
