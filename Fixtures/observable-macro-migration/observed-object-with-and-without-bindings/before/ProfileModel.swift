import Combine
import SwiftUI

class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var bio = ""
    @Published var isPublic = false
}
