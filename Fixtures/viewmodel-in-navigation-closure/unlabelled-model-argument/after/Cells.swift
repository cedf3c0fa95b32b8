import SwiftUI

final class CellModel: ObservableObject {
    @Published var title: String
    @Published var isExpanded = false

    init(title: String) {
        self.title = title
    }
}

final class BadgeModel: ObservableObject {
    @Published var count: Int

    init(count: Int) {
        self.count = count
    }

    static let preview = BadgeModel(count: 3)
}

// Public for other modules to name, but only this module can call its initializer.
public struct ExpandableCell: View {
    @StateObject private var viewModel: CellModel

    init(title: String) {
        self._viewModel = StateObject(wrappedValue: CellModel(title: title))
    }

    public var body: some View {
        Button(viewModel.title) { viewModel.isExpanded.toggle() }
    }
}

struct BadgeCell: View {
    let title: String
    @StateObject private var badge: BadgeModel

    init(_ title: String, _ badge: @autoclosure @escaping () -> BadgeModel) {
        self.title = title
        self._badge = StateObject(wrappedValue: badge())
    }

    var body: some View {
        Text("\(title): \(badge.count)")
    }
}

protocol FormModel: ObservableObject {
    var title: String { get }
}

final class NewItemModel: FormModel {
    @Published var title = "New item"
    let size: Int

    init(size: Int) {
        self.size = size
    }
}

/// Generic over its model: each call site chooses the class, so only an autoclosure can keep it.
struct FormSheet<Model: FormModel>: View {
    @StateObject private var model: Model

    init(_ model: @autoclosure @escaping () -> Model) {
        self._model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text(model.title)
    }
}

#if DEBUG
#Preview {
    BadgeCell("Inbox", .preview)
}
#endif
