import SwiftUI

struct AccentLogger: View {
    let app: AppModel
    @State private var changes = 0

    var body: some View {
        Text("\(changes) accent changes")
            .onReceive(app.theme.accentPublisher) { _ in changes += 1 }
    }
}
