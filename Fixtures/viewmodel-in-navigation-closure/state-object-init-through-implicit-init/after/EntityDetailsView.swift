import SwiftUI

struct Entity: Identifiable {
    let id: String
    var state: String
}

final class EntityDetailsViewModel: ObservableObject {
    @Published private(set) var entity: Entity

    init(entity: Entity) {
        self.entity = entity
    }
}

struct EntityDetailsView: View {
    @StateObject private var viewModel: EntityDetailsViewModel

    init(entity: Entity) {
        _viewModel = StateObject(wrappedValue: EntityDetailsViewModel(entity: entity))
    }

    var body: some View {
        Text(viewModel.entity.state)
    }
}
