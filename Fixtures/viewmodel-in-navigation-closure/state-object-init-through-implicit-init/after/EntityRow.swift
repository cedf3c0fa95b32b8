import SwiftUI

struct EntityRow: View {
    let entity: Entity
    @State private var showsDetails = false

    var body: some View {
        Button(entity.id) { showsDetails = true }
            .sheet(isPresented: $showsDetails) {
                EntityDetailsView(entity: entity)
            }
    }
}
