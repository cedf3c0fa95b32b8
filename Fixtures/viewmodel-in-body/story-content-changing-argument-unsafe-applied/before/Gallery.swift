import SwiftUI

struct Theme {
    var accent = 0
}

final class SwatchModel: ObservableObject {
    @Published var accent: Int

    init(theme: Theme) {
        accent = theme.accent
    }
}

struct SwatchView: View {
    @ObservedObject var viewModel: SwatchModel

    var body: some View {
        Text("\(viewModel.accent)")
    }
}

/// A body calls the story's content with the theme it has, which may change.
enum SwatchStory {
    static func content(theme: Theme) -> some View {
        SwatchView(viewModel: SwatchModel(theme: theme))
    }
}

struct GalleryView: View {
    let theme: Theme

    var body: some View {
        SwatchStory.content(theme: theme)
    }
}
