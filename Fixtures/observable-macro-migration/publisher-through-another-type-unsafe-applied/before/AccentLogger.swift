import SwiftUI

struct AccentLogger: View {
    let app: AppModel
    @State private var changes = 0

    var body: some View {
        Text("\(changes) accent changes")
            .onReceive(app.theme.$accent) { _ in changes += 1 }
    }
}
