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
    @ObservedObject var viewModel: CellModel

    init(_ viewModel: CellModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        Button(viewModel.title) { viewModel.isExpanded.toggle() }
    }
}

struct BadgeCell: View {
    let title: String
    @ObservedObject var badge: BadgeModel

    init(_ title: String, _ badge: BadgeModel) {
        self.title = title
        self.badge = badge
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
    @ObservedObject private var model: Model

    init(_ model: Model) {
        self.model = model
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
