import SwiftUI

struct Theme {
    var accent = 0
}

final class ChipGroupModel: ObservableObject {
    @Published var accent: Int

    init(theme: Theme = Theme()) {
        accent = theme.accent
    }
}

/// Filled by its memberwise initializer: a story builds the model with the theme it is given,
/// which may change.
struct ChipGroupView: View {
    @StateObject var viewModel = ChipGroupModel()

    var body: some View {
        Text("\(viewModel.accent)")
    }
}

enum ChipGroupStory {
    static func content(theme: Theme) -> some View {
        ChipGroupView(viewModel: ChipGroupModel(theme: theme))
    }
}

final class ChipModel: ObservableObject {
    @Published var title = ""
}

/// Only a preview passes one, a stub the memberwise initializer keeps as it is passed.
struct ChipView: View {
    @StateObject var model = ChipModel()

    var body: some View {
        Text(model.title)
    }
}

struct GalleryView: View {
    let theme: Theme

    var body: some View {
        VStack {
            ChipGroupStory.content(theme: theme)
            ChipView()
        }
    }
}

struct ChipView_Previews: PreviewProvider {
    static let stub: ChipModel = {
        let model = ChipModel()
        model.title = "Coffee"
        return model
    }()

    static var previews: some View {
        ChipView(model: stub)
    }
}
