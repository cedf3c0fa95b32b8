import SwiftUI

struct ChaptersView: View {
    @StateObject private var model: Self.Model

    init(model: @autoclosure @escaping () -> Self.Model) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        List(model.chapters, id: \.self) { chapter in
            Button(chapter) { model.select(chapter) }
        }
    }
}

// The view declares what it shows; the app subclasses it with the behaviour.
extension ChaptersView {
    class Model: ObservableObject {
        @Published var chapters: [String]
        @Published var current: String?

        init(chapters: [String]) {
            self.chapters = chapters
        }

        func select(_ chapter: String) {
            current = chapter
        }
    }
}
