import SwiftUI

protocol Story {
    var identifier: String { get }
}

/// A story is a view: conforming to the alias conforms to both.
typealias StoryView = Story & View

final class StoryProgress: ObservableObject {
    @Published var fraction = 0.0
}

struct IntroStory: StoryView {
    let identifier = "intro"
    @StateObject private var progress = StoryProgress()

    var body: some View {
        Text("\(identifier) \(progress.fraction)")
    }
}

struct StoriesScreen: View {
    var body: some View {
        IntroStory()
    }
}
